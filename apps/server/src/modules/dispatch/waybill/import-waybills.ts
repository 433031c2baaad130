import { IMPORT_MAX_ROWS, type Lang, type MessageKey, type MessageKeyTail } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { t } from '../../../platform/i18n';
import {
  assertImportFile,
  failIfAny,
  type ImportColumn,
  type ImportRowError,
  importTemplate,
  readSheet,
  type UploadedFile,
} from '../../../platform/xlsx-import';
import { baseScopeOf } from '../../base';
import { requireCenter } from '../core/references';
import { insertReady } from './create-waybills';
import { type WaybillInput, wallClockInput, waybillBody, waybillLineBody } from './schemas';
import { loadRefs, type PreparedWaybill, prepareWaybill } from './waybill-rules';

export const WAYBILL_IMPORT_MAX_ROWS = IMPORT_MAX_ROWS;

const column = <K extends MessageKeyTail<'waybill.column.'>>(key: K, width = 16, required = false) => ({
  key,
  label: `waybill.column.${key}` as const,
  width,
  required,
});

/** One goods line per row; rows with the same client and reference number make one waybill. */
export const WAYBILL_IMPORT_COLUMNS = [
  column('refNo', 18, true),
  column('clientCode', 12, true),
  column('orderCode', 18),
  column('shipFromCode', 16, true),
  column('shipToCode', 16, true),
  column('etd', 18),
  column('eta', 18),
  column('requiredDeliveryTime', 18),
  column('orderType', 10),
  column('transType', 10),
  column('remark', 24),
  column('itemCode', 14, true),
  column('quantity', 10, true),
  column('weight', 12),
  column('volume', 12),
  column('cases', 10),
  column('pallets', 10),
] as const satisfies readonly ImportColumn[];
type Field = (typeof WAYBILL_IMPORT_COLUMNS)[number]['key'];

/** GET /order/waybill/importTemplate */
export function waybillImportTemplate(lang: Lang) {
  return importTemplate(lang, WAYBILL_IMPORT_COLUMNS, {
    sheet: 'waybill.templateSheet',
    file: 'waybill.templateFile',
    hint: 'waybill.templateHint',
  });
}

/** Where a problem of prepareWaybill shows in the sheet. */
const HEADER_FIELD: Record<string, Field> = {
  clientId: 'clientCode',
  shipFromId: 'shipFromCode',
  shipToId: 'shipToCode',
  etd: 'etd',
  eta: 'eta',
  orderType: 'orderType',
  transType: 'transType',
  waybillLineList: 'itemCode',
};
const LINE_FIELD: Record<string, Field> = {
  itemId: 'itemCode',
  temperature: 'itemCode',
  itemTransClassification: 'itemCode',
  matType: 'itemCode',
  quantity: 'quantity',
  weight: 'weight',
  volume: 'volume',
  cases: 'cases',
  pallets: 'pallets',
};

type Group = { rows: number[]; input: WaybillInput };

/**
 * POST /order/waybill/importData: every row checked first with the very rules of the form
 * (prepareWaybill); one bad row and nothing is saved, each error naming its row and column. Then the
 * waybills (status O, source IMPORT), their lines and logs are inserted in one transaction, codes from
 * the number rule reserved per client.
 */
export async function importWaybills(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const centerId = requireCenter(caller);
  const sheet = await readSheet(
    assertImportFile(file),
    WAYBILL_IMPORT_COLUMNS,
    lang,
    WAYBILL_IMPORT_MAX_ROWS,
  );
  const errors: ImportRowError[] = [];
  const fail = (row: number, field: Field, key: MessageKey, params?: Record<string, unknown>) =>
    errors.push({ row, field, message: t(lang, key, params) });

  const groups = new Map<string, Group>();
  for (const { row, cells } of sheet) {
    const time = (field: 'etd' | 'eta' | 'requiredDeliveryTime') => {
      const parsed = wallClockInput.safeParse(cells[field] ?? null);
      if (!parsed.success) fail(row, field, 'common.invalidFormat');
      return parsed.success ? parsed.data : null;
    };
    const key = `${(cells.clientCode ?? '').toUpperCase()}\u0000${cells.refNo ?? ''}`;
    const line = {
      itemCode: cells.itemCode ?? null,
      quantity: cells.quantity ?? null,
      weight: cells.weight ?? null,
      volume: cells.volume ?? null,
      cases: cells.cases ?? null,
      pallets: cells.pallets ?? null,
    };
    const group = groups.get(key);
    if (group) {
      group.rows.push(row);
      group.input.waybillLineList.push(waybillLineBody.parse(line));
      continue;
    }
    const parsed = waybillBody.safeParse({
      refNo: cells.refNo,
      clientCode: cells.clientCode,
      orderCode: cells.orderCode,
      shipFromCode: cells.shipFromCode,
      shipToCode: cells.shipToCode,
      orderType: cells.orderType,
      transType: cells.transType,
      remark: cells.remark,
      waybillLineList: [line],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'refNo');
      fail(row, (field === 'waybillLineList' ? 'itemCode' : field) as Field, 'common.invalidFormat');
      continue;
    }
    groups.set(key, {
      rows: [row],
      input: {
        ...parsed.data,
        etd: time('etd'),
        eta: time('eta'),
        requiredDeliveryTime: time('requiredDeliveryTime'),
      },
    });
  }

  const list = [...groups.values()];
  const scope = await baseScopeOf(db, caller);
  const refs = await loadRefs(
    db,
    list.map((g) => g.input),
  );
  const ready: { group: Group; prepared: PreparedWaybill }[] = [];
  for (const group of list) {
    const { problems, prepared } = prepareWaybill(group.input, refs, scope, centerId);
    for (const p of problems) {
      const m = /^waybillLineList\[(\d+)\]\.(\w+)$/.exec(p.field);
      const row = m ? (group.rows[Number(m[1])] ?? group.rows[0]) : group.rows[0];
      const field = m ? (LINE_FIELD[m[2] ?? ''] ?? 'itemCode') : (HEADER_FIELD[p.field] ?? 'refNo');
      fail(row ?? 0, field, p.key, p.params);
    }
    if (prepared) ready.push({ group, prepared });
  }
  failIfAny(errors.sort((a, b) => a.row - b.row));

  await db.transaction((tx) =>
    insertReady(
      tx,
      caller,
      centerId,
      ready.map(({ group, prepared }) => ({ input: group.input, prepared })),
      'IMPORT',
    ),
  );
  return ready.length;
}
