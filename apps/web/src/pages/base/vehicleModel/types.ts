// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { VehicleModel } from '@tms/contract';

export type { VehicleModel };

export type VehicleModelForm = Omit<
  VehicleModel,
  'uuid' | 'carrierName' | 'thermosphereName' | 'rosPushResult' | 'createTime'
> & { uuid?: string };
