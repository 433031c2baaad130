import { hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { registerFileReference } from '../../reference';
import { driverShowsFile } from './driver-repository';
import { fleetScopeOf } from './fleet-scope';
import { vehicleShowsFile } from './vehicle-repository';

/** Drivers' and vehicles' images are readable by whoever may open that driver or vehicle. */
export function registerFleetFileReferences(): void {
  registerFileReference(
    'driver',
    async (db: DbOrTx, caller: AuthContext, fileId: number) => {
      if (!hasButton({ caller, keys: ['base:driver:query', 'base:driver:list'] })) return false;
      return driverShowsFile(db, fileId, await fleetScopeOf(db, caller));
    },
    ['base:driver:add', 'base:driver:edit'],
  );
  registerFileReference(
    'vehicle',
    async (db: DbOrTx, caller: AuthContext, fileId: number) => {
      if (!hasButton({ caller, keys: ['base:vehicle:query', 'base:vehicle:list'] })) return false;
      return vehicleShowsFile(db, fileId, await fleetScopeOf(db, caller));
    },
    ['base:vehicle:add', 'base:vehicle:edit'],
  );
}
