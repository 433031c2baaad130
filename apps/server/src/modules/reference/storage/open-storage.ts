import type { AppConfig } from '../../../config';
import type { DbOrTx } from '../../../platform/db';
import { LOCAL_SERVICE, type Storage, storageFor } from '../../../platform/storage';
import { activeOssConfig, ossConfigByKey } from './repository';

/** What opening a store needs: the database (its storage configurations) and the data folder. */
export type StorageDeps = { db: DbOrTx; config: Pick<AppConfig, 'dataDir'> };

/**
 * The store of a service name as files record it (sys_oss_file.service): the local disk, or the
 * S3-compatible store of the storage configuration with that key. A file keeps the store it was written
 * to, so switching the configuration in use never strands older files.
 */
export async function storageOf(deps: StorageDeps, service: string): Promise<Storage> {
  if (service === LOCAL_SERVICE) return storageFor(deps.config);
  return storageFor(deps.config, service, (await ossConfigByKey(deps.db, service)) ?? null);
}

/** The store new uploads go to: the configuration in use (status 0), else the local disk. */
export async function storageInUse(deps: StorageDeps): Promise<Storage> {
  const active = await activeOssConfig(deps.db);
  if (!active || active.configKey === LOCAL_SERVICE) return storageFor(deps.config);
  return storageFor(deps.config, active.configKey, active);
}
