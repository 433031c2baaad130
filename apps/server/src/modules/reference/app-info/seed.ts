import { appInfos } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** The driver app and the dispatcher (admin) app, as the header's QR block offers them. */
export async function seedAppInfos(db: DbOrTx): Promise<void> {
  await db.insert(appInfos).values([
    {
      type: 'android',
      clientType: 'appDriverClient',
      version: '2.3.1',
      downloadUrl: 'https://download.coldchain.example/tms/driver/tms-driver-2.3.1.apk',
      remark: '司机端：签收拍照、温度上报',
      createBy: 'seed',
    },
    {
      type: 'ios',
      clientType: 'appDriverClient',
      version: '2.3.0',
      downloadUrl: 'https://apps.apple.com/cn/app/id0000000000',
      remark: '司机端 iOS',
      createBy: 'seed',
    },
    {
      type: 'android',
      clientType: 'appAdminClient',
      version: '1.8.0',
      downloadUrl: 'https://download.coldchain.example/tms/admin/tms-admin-1.8.0.apk',
      remark: '管理端：调度看板、异常处理',
      createBy: 'seed',
    },
  ]);
}
