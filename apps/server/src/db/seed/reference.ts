import { seedAppInfos } from '../../modules/app-info/seed';
import { seedAuthClients } from '../../modules/system-auth-client/seed';
import { seedDistricts } from '../../modules/system-district/seed';
import { seedOssConfigs } from '../../modules/system-oss/seed';
import type { DbOrTx } from '../../platform/db';

/** Reference data: districts, file storage, the SSO portal client, app versions. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await seedDistricts(db);
  await seedOssConfigs(db);
  await seedAuthClients(db);
  await seedAppInfos(db);
}
