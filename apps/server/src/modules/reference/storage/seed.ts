import { ossConfigs } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** The local disk storage, in use from the start. */
export async function seedOssConfigs(db: DbOrTx): Promise<void> {
  await db.insert(ossConfigs).values({
    configKey: 'local',
    status: '0',
    remark: '本地磁盘：<数据目录>/storage',
    createBy: 'seed',
  });
}
