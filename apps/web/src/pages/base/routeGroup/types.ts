// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { RouteGroup, RouteGroupDetail } from '@tms/contract';

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
