// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { StandardRoute } from '@tms/contract';

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
