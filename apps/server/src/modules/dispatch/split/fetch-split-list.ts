import { type Lang, type MessageKey, splitAvailability } from '@tms/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { t } from '../../../platform/i18n';
import { loadPoolRows, poolRowOut } from '../core/pool-rows';
import { poolScopeOf, waybillWithin } from '../core/scope';
import * as repo from './repository';
import type { SplitWaybillOut } from './schemas';

const verdictOut = (
  lang: Lang,
  v: { ok: true } | { ok: false; key: MessageKey; params?: Record<string, unknown> },
) => (v.ok ? { ok: true, msg: '' } : { ok: false, msg: t(lang, v.key, v.params) });

/**
 * GET /order/waybill/selectWaybillSplitList (split fetch, uuidList): the waybills of the caller's scope
 * with their lines (waybillLineList) and whether they may be split (canSplit) and split by quantity
 * (canSplitQuantity), with the reason in the caller's language.
 */
export async function fetchSplitList(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  uuidList: string[],
): Promise<SplitWaybillOut[]> {
  const scope = await poolScopeOf(db, caller);
  const rows = await loadPoolRows(db, and(inArray(waybills.uuid, uuidList), waybillWithin(scope)) as SQL);
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.uuid),
  );
  return rows.map((row) => {
    const available = splitAvailability(row);
    return {
      ...poolRowOut(row),
      waybillLineList: lines
        .filter((l) => l.waybillId === row.uuid)
        .map((l) => ({
          uuid: l.uuid,
          lineNo: l.lineNo,
          itemId: l.itemId,
          itemCode: l.itemCode,
          itemName: l.itemName,
          temperature: l.temperature,
          itemType: l.itemType,
          itemTransClassification: l.itemTransClassification,
          matType: l.matType,
          mainLineId: l.mainLineId,
          originLineId: l.originLineId,
          unit: l.unit,
          quantity: l.quantity,
          cases: l.cases,
          weight: l.weight,
          volume: l.volume,
          pallets: l.pallets,
          containerQuantity: l.containerQuantity,
          remark: l.remark,
        })),
      canSplit: verdictOut(lang, available.split),
      canSplitQuantity: verdictOut(lang, available.quantity),
    };
  });
}
