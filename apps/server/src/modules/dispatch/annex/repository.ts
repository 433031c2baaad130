import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import { ossFiles, shipmentAnnexes, shipments } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { BaseScope } from '../../base';
import { shipmentWithin } from '../core/shipment-scope';

export type AnnexRow = Awaited<ReturnType<typeof annexesOf>>[number];

/** A shipment's annexes in upload order, with the stored file's type and link. */
export function annexesOf(db: DbOrTx, shipmentId: string) {
  return db
    .select({
      id: shipmentAnnexes.id,
      shipmentId: shipmentAnnexes.shipmentId,
      ossId: shipmentAnnexes.ossId,
      originalName: shipmentAnnexes.originalName,
      fileSize: shipmentAnnexes.fileSize,
      fileSuffix: ossFiles.fileSuffix,
      contentType: ossFiles.contentType,
      url: ossFiles.url,
      remark: shipmentAnnexes.remark,
      createBy: shipmentAnnexes.createBy,
      createTime: shipmentAnnexes.createTime,
    })
    .from(shipmentAnnexes)
    .leftJoin(ossFiles, eq(ossFiles.id, shipmentAnnexes.ossId))
    .where(eq(shipmentAnnexes.shipmentId, shipmentId))
    .orderBy(asc(shipmentAnnexes.id));
}

export async function insertAnnex(db: DbOrTx, row: typeof shipmentAnnexes.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(shipmentAnnexes).values(row).returning({ id: shipmentAnnexes.id });
  if (!inserted) throw new Error('annex not inserted');
  return inserted.id;
}

export function findAnnexes(db: DbOrTx, ids: number[]) {
  return db.select().from(shipmentAnnexes).where(inArray(shipmentAnnexes.id, ids));
}

export async function deleteAnnexes(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(shipmentAnnexes).where(inArray(shipmentAnnexes.id, ids));
}

/** Whether a shipment inside the scope has file `ossId` as an annex. */
export async function shipmentShowsFile(db: DbOrTx, ossId: number, scope: BaseScope): Promise<boolean> {
  const [row] = await db
    .select({ id: shipmentAnnexes.id })
    .from(shipmentAnnexes)
    .where(
      and(
        eq(shipmentAnnexes.ossId, ossId),
        exists(
          db
            .select({ one: shipments.uuid })
            .from(shipments)
            .where(and(eq(shipments.uuid, shipmentAnnexes.shipmentId), shipmentWithin(scope))),
        ),
      ),
    )
    .limit(1);
  return !!row;
}
