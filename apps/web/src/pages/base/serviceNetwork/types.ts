// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { ServiceNetwork } from '@tms/contract';

export type { ServiceNetwork };

export type ServiceNetworkForm = Omit<ServiceNetwork, 'uuid' | 'createTime' | 'dispatchCenterName'> & {
  uuid?: string;
};
