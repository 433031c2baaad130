/** A fixed route group as GET /system/routeGroup/list answers it. */
export type RouteGroup = {
  id: number;
  code: string;
  name: string;
  dispatchCenterId: string | null;
  description: string | null;
  weekdays: number[];
  shift: string | null;
  validFlag: string;
  detailCount: number;
  createTime: string;
};

export type RouteGroupForm = {
  id?: number;
  code: string;
  name: string;
  description?: string | null;
  weekdays: number[];
  shift?: string | null;
};

export type Stop = {
  sequence?: number;
  stationId: string;
  stationCode?: string | null;
  stationName?: string | null;
  arrivalTime: string | null;
  leaveTime: string | null;
};

/** A detail (one recurring trip) with its ordered stops, as GET /system/routeGroupDetail/list answers it. */
export type RouteGroupDetail = {
  id: number;
  routeGroupId: number;
  routeName: string;
  routeId: string | null;
  standardRouteCode: string | null;
  standardRouteName: string | null;
  loadTime: string | null;
  departureTime: string | null;
  deliveryBatch: string | null;
  carrierId: string | null;
  carrierName: string | null;
  vehicleModelId: string | null;
  vehicleModelName: string | null;
  mainDriverId: string | null;
  mainDriverName: string | null;
  secondDriverId: string | null;
  secondDriverName: string | null;
  vehicleId: string | null;
  plateNumber: string | null;
  validFlag: string;
  remark: string | null;
  stops: Stop[];
  createTime: string;
};

export type RouteGroupDetailForm = {
  id?: number;
  routeGroupId: number;
  routeId?: string | null;
  loadTime?: string | null;
  departureTime?: string | null;
  deliveryBatch?: string | null;
  carrierId?: string | null;
  vehicleModelId?: string | null;
  mainDriverId?: string | null;
  secondDriverId?: string | null;
  vehicleId?: string | null;
  remark?: string | null;
  stops: Stop[];
  confirmDuplicates?: boolean;
};
