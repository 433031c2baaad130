import { randomUUID } from 'node:crypto';
import { mergeBack, splitTotals } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolScopeOf } from '../core/scope';
import { writeWaybillSteps } from '../core/waybill-writer';
import { assertMayChange, lockOne } from './access';
import type { LineRecord } from './repository';
import * as repo from './repository';

/**
 * POST /order/waybill/splitCancel (withdraw split, uuid): the selected waybill's family (its root and
 * every live child of the root) merges back into the root: child lines into the lines they came from
 * (originLineId), a line moved whole comes back under its original uuid. Refused when any of the family
 * is scheduled (S) or held by another dispatcher. Children are deleted (delFlag 1); all logged.
 */
export async function withdrawSplit(db: Db, caller: AuthContext, uuid: string) {
  const scope = await poolScopeOf(db, caller);
  return db.transaction(async (tx) => {
    const picked = await lockOne(tx, scope, uuid);
    const root = picked.parentId ? await lockOne(tx, scope, picked.parentId) : picked;
    const children = await repo.liveChildrenOf(tx, root.uuid);
    if (children.length === 0) throw AppError.invalid('waybill.split.notSplit', { code: picked.code });
    for (const row of [root, ...children]) assertMayChange(row, scope, 'withdrawSplit');
    const rootLines = await repo.linesOf(tx, [root.uuid]);
    const childLines = await repo.linesOf(
      tx,
      children.map((c) => c.uuid),
    );
    const originOf = new Map(childLines.map((l) => [l.uuid, l.originLineId ?? l.uuid]));
    const merged = mergeBack<LineRecord>(
      rootLines,
      childLines.map((l) => ({ ...l, originId: l.originLineId })),
    );
    const own = new Map(rootLines.map((l) => [l.uuid, l]));
    let lineNo = await repo.lastLineNo(tx, root.uuid);
    const now = new Date();
    const by = String(scope.userId);
    const returning: LineRecord[] = [];
    for (const line of merged) {
      if (own.has(line.uuid)) {
        await repo.updateLine(tx, line.uuid, line);
        continue;
      }
      returning.push({
        ...line,
        uuid: line.uuid || randomUUID(),
        waybillId: root.uuid,
        lineNo: ++lineNo,
        originLineId: null,
        mainLineId: (line.mainLineId && originOf.get(line.mainLineId)) || line.mainLineId,
        createBy: by,
        createTime: now,
        updateTime: now,
      });
    }
    await repo.deleteLinesOf(
      tx,
      children.map((c) => c.uuid),
    );
    await repo.insertLines(tx, returning);
    // Every member of the family takes withdrawSplit (its status stays): the children go, the root
    // takes the merged totals back.
    await writeWaybillSteps(
      tx,
      [
        {
          waybill: root,
          action: 'withdrawSplit',
          set: { ...splitTotals(merged), splitCount: 0, isSplit: 'N', updateBy: by },
          remark: children.map((c) => c.code).join(','),
        },
        ...children.map((child) => ({
          waybill: child,
          action: 'withdrawSplit' as const,
          set: { delFlag: '1', heldBy: null, heldByName: null, heldAt: null, updateBy: by },
          remark: `into ${root.code}`,
        })),
      ],
      by,
    );
    return {
      waybillId: root.uuid,
      waybillIds: children.map((c) => c.uuid),
      codes: children.map((c) => c.code),
      code: root.code,
    };
  });
}
