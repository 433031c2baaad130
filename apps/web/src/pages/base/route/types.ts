/** A standard route as GET /system/route/list answers it. */
export type StandardRoute = {
  uuid: string;
  code: string;
  name: string;
  dispatchCenterId: string | null;
  originZoneId: string | null;
  originZoneName: string | null;
  destZoneId: string | null;
  destZoneName: string | null;
  transType: string | null;
  stowageMode: string | null;
  transportGroup: string | null;
  mileageKm: string | null;
  cost: string | null;
  prescriptionHours: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type StandardRouteForm = {
  uuid?: string;
  code: string;
  name: string;
  originZoneId?: string | null;
  destZoneId?: string | null;
  transType?: string | null;
  stowageMode?: string | null;
  transportGroup?: string | null;
  mileageKm?: string | number | null;
  cost?: string | number | null;
  prescriptionHours?: string | number | null;
  remark?: string | null;
};
