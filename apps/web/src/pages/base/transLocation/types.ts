/** A row of GET /system/transLocation/list. */
export type TransLocation = {
  uuid: string;
  code: string;
  name: string;
  type: string | null;
  address: string | null;
  zoneId: string | null;
  zoneName: string | null;
  dispatchCenterId: string | null;
  dispatchCenterName: string | null;
  enableFlag: 'Y' | 'N';
  remark: string | null;
  createTime: string;
  updateTime: string | null;
};

export type TransLocationForm = Omit<
  TransLocation,
  'uuid' | 'createTime' | 'updateTime' | 'zoneName' | 'dispatchCenterName'
> & { uuid?: string };
