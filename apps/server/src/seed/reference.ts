import { seedAppInfos, seedAuthClients, seedDistricts, seedOssConfigs } from '../modules/reference';
import type { DbOrTx } from '../platform/db';

/** Reference data: districts, file storage, the SSO portal client, app versions. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await seedDistricts(db);
  await seedOssConfigs(db);
  await seedAuthClients(db);
  await seedAppInfos(db);
}
