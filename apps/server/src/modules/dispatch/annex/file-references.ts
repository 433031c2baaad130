import { type ApiPermissionKey, hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf } from '../../base';
import { registerFileReference } from '../../reference';
import { shipmentShowsFile } from './repository';

export const ANNEX_EDIT_PERMISSION: ApiPermissionKey = 'shipment:shipment:annex';
export const SHIPMENT_VIEW_PERMISSIONS: ApiPermissionKey[] = [
  'shipment:shipment:query',
  'shipment:shipment:list',
];

/** A shipment's annexes are readable by whoever may open that shipment (its center and clients). */
export function registerAnnexFileReferences(): void {
  registerFileReference(
    'shipmentAnnex',
    async (db: DbOrTx, caller: AuthContext, fileId: number) => {
      if (!hasButton({ caller, keys: SHIPMENT_VIEW_PERMISSIONS })) return false;
      return shipmentShowsFile(db, fileId, await baseScopeOf(db, caller));
    },
    [],
  );
}
