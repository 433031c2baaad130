import { randomUUID } from 'node:crypto';
import { splitTotals, waybillTarget } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { Tx } from '../../../platform/db';
import type { PoolScope } from '../core/scope';
import { decideWaybill, insertNewWaybills, type NewWaybill, writeWaybillSteps } from '../core/waybill-writer';
import type { LineRecord, WaybillRecord } from './repository';
import * as repo from './repository';

export type SplitPlan = {
  source: WaybillRecord;
  /** The source's own lines before the split. */
  before: LineRecord[];
  /** What stays on the source. */
  stay: LineRecord[];
  /** One list of lines per new waybill. */
  parts: LineRecord[][];
  /** Y: the new waybills go into the caller's pool (held, H). */
  isHandmade: 'Y' | 'N';
  /** splitDC: the new waybills belong to another dispatch center (audited, not held). */
  centerId?: string;
};

const figures = (l: LineRecord): repo.LineFigures => ({
  quantity: l.quantity,
  weight: l.weight,
  volume: l.volume,
  cases: l.cases,
  pallets: l.pallets,
  containerQuantity: l.containerQuantity,
});
const sameFigures = (a: LineRecord, b: LineRecord) =>
  JSON.stringify(figures(a)) === JSON.stringify(figures(b));

/**
 * Writes a split decided by the domain (one transaction, the caller's): the source keeps `stay` (lines
 * reaching 0 are deleted), each part becomes a child waybill of the family's root (parentId; a split of a
 * child hangs off the same root, so the family stays flat), coded `<root code>-<n>` after the root's
 * split count; every line of a child remembers its original line (originLineId). Logged as split.
 */
export async function writeSplit(tx: Tx, scope: PoolScope, plan: SplitPlan) {
  const { source, before, stay, parts } = plan;
  const by = String(scope.userId);
  const now = new Date();
  const [root] = source.parentId ? await repo.lockWaybills(tx, eq(waybills.uuid, source.parentId)) : [source];
  const top = root ?? source;
  const kept = new Map(stay.map((l) => [l.uuid, l]));
  for (const line of before) {
    const next = kept.get(line.uuid);
    if (next && !sameFigures(line, next)) await repo.updateLine(tx, line.uuid, figures(next));
  }
  await repo.deleteLines(
    tx,
    before.filter((l) => !kept.has(l.uuid)).map((l) => l.uuid),
  );
  const held = plan.isHandmade === 'Y' && !plan.centerId;
  // Split into the pool: the new waybills are held by the caller, as taking the source in would.
  if (held && source.status !== waybillTarget('handmade')) decideWaybill(source, 'handmade');
  const news: NewWaybill[] = [];
  const ids: string[] = [];
  const codes: string[] = [];
  const { uuid: _uuid, createTime: _createTime, status: _status, ...base } = source;
  // The family's serials are reserved in one statement, so two splits can never share a child code.
  const lastSerial = await repo.reserveSplitSerials(tx, top.uuid, parts.length, now);
  const firstSerial = lastSerial - parts.length + 1;
  for (const [i, lines] of parts.entries()) {
    const uuid = randomUUID();
    const code = `${top.code}-${firstSerial + i}`;
    const newIds = new Map(lines.map((l) => [l.uuid, randomUUID()]));
    news.push({
      row: {
        ...base,
        ...splitTotals(lines),
        uuid,
        code,
        parentId: top.uuid,
        dispatchCenterId: plan.centerId ?? source.dispatchCenterId,
        isSplit: 'Y',
        splitCount: 0,
        shipmentId: null,
        printCount: 0,
        heldBy: held ? scope.userId : null,
        heldByName: held ? scope.holderName : null,
        heldAt: held ? now : null,
        createBy: by,
        updateBy: null,
        updateTime: now,
      },
      lines: lines.map(({ createTime: _c, ...l }, n) => ({
        ...l,
        uuid: newIds.get(l.uuid) ?? randomUUID(),
        waybillId: uuid,
        lineNo: n + 1,
        originLineId: l.originLineId ?? l.uuid,
        mainLineId: (l.mainLineId && newIds.get(l.mainLineId)) || l.mainLineId,
        createBy: by,
        updateTime: now,
      })),
      origin: { action: 'split', source, heldInPool: held, remark: `from ${source.code}` },
    });
    ids.push(uuid);
    codes.push(code);
  }
  await insertNewWaybills(tx, news, by);
  await writeWaybillSteps(
    tx,
    [
      {
        waybill: source,
        action: 'split',
        set: { ...splitTotals(stay), isSplit: 'Y', updateBy: by },
        remark: codes.join(','),
      },
    ],
    by,
  );
  return { waybillId: source.uuid, waybillIds: ids, codes };
}
