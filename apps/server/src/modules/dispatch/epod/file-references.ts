import { type ApiPermissionKey, hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf } from '../../base';
import { registerFileReference } from '../../reference';
import { shipmentShowsEpodFile } from './repository';

export const EPOD_LIST: ApiPermissionKey = 'shipment:epod:list';
export const EPOD_EDIT: ApiPermissionKey = 'shipment:epod:edit';
export const EPOD_AUDIT: ApiPermissionKey = 'shipment:epod:audit';

/** A receipt's photos are readable by whoever may read the receipts of that shipment. */
export function registerEpodFileReferences(): void {
  registerFileReference(
    'shipmentEpod',
    async (db: DbOrTx, caller: AuthContext, fileId: number) => {
      if (!hasButton({ caller, keys: [EPOD_LIST] })) return false;
      return shipmentShowsEpodFile(db, fileId, await baseScopeOf(db, caller));
    },
    [],
  );
}
