import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { annexesOf } from './repository';
import { shipmentInScope } from './shipment-access';

export type AnnexView = {
  id: number;
  shipmentId: string;
  ossId: number;
  originalName: string;
  fileSize: number;
  fileSuffix: string | null;
  contentType: string | null;
  url: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: string;
};

/** GET /shipment/annex/list?shipmentId=: the annexes of a shipment the caller may see. */
export async function listAnnexes(db: Db, caller: AuthContext, shipmentId: string): Promise<AnnexView[]> {
  await shipmentInScope(db, caller, shipmentId);
  const rows = await annexesOf(db, shipmentId);
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}
