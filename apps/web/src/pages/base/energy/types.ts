// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { EnergyRecord } from '@tms/contract';

export type { EnergyRecord };

export type EnergyRecordForm = Omit<
  EnergyRecord,
  'uuid' | 'createTime' | 'code' | 'vehicleCode' | 'plateNumber' | 'previousOdometerKm' | 'per100Km'
> & { uuid?: string };
