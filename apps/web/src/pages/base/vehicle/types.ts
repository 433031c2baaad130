// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Vehicle } from '@tms/contract';

export type { Vehicle };

export type VehicleForm = Omit<
  Vehicle,
  | 'uuid'
  | 'carrierName'
  | 'driverName'
  | 'vehicleModelName'
  | 'thermosphereName'
  | 'reviewStatus'
  | 'reviewRemark'
  | 'insuranceExpired'
  | 'createTime'
> & { uuid?: string };
