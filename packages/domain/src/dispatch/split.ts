import Decimal from 'decimal.js';
import { type DecimalInput, ITEM_VOLUME_SCALE, ITEM_WEIGHT_SCALE } from '../base/item';
import type { SplitMessageKey } from '../messages/split';
import type { Refusal, Verdict } from './types';

/**
 * Splitting a waybill, shared by the split dialog and the
 * server. Quantities are exact decimals (strings, decimal.js). Two lists: list 1 is what stays on the
 * original waybill, list 2 what is split off into a new one. A line of list 2 keeps the uuid of the
 * original line it came from, so moving more of the same line merges into it.
 */

/** mat_type: 1 main material, 2 auxiliary (goes with its main line), 3 bundled (only whole). */
export const MAT_TYPE = { main: '1', auxiliary: '2', bundled: '3' } as const;
/** Quantities (and cases, pallets) may have 3 decimals, as the quantity cell editor allows. */
export const SPLIT_QUANTITY_SCALE = 3;
/** External order systems whose waybills may not be split. */
export const SPLIT_EXTERNAL_SOURCES = ['OMS'] as const;

export type SplitLine = {
  uuid: string;
  temperature?: string | null;
  itemType?: string | null;
  itemCode?: string | null;
  itemName?: string | null;
  itemTransClassification?: string | null;
  matType?: string | null;
  /** The main line of an auxiliary material. */
  mainLineId?: string | null;
  quantity: DecimalInput;
  weight: DecimalInput;
  volume: DecimalInput;
  cases?: DecimalInput;
  pallets?: DecimalInput;
  containerQuantity?: DecimalInput;
};

export type SplitLists<L extends SplitLine = SplitLine> = { list1: L[]; list2: L[] };
export type SplitRefusal = Refusal<SplitMessageKey>;
export type SplitResult<T> = Verdict<{ value: T }, SplitMessageKey>;
/** The class a checkbox group moves: temperature (tab 1) or transport classification (tab 2). */
export type SplitClassField = 'temperature' | 'itemTransClassification';

const dec = (v: DecimalInput) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
    ? new Decimal(0)
    : new Decimal(v);
const refuse = (key: SplitMessageKey, params?: Record<string, unknown>): SplitRefusal => ({
  ok: false,
  key,
  params,
});
const itemLabel = (l: SplitLine) => l.itemName || l.itemCode || l.uuid;
const isAux = (l: SplitLine) => l.matType === MAT_TYPE.auxiliary && !!l.mainLineId;

/** Pro-rated fields and their decimals; the part moved is rounded, the part staying takes the rest. */
const PRO_RATA = [
  ['weight', ITEM_WEIGHT_SCALE],
  ['volume', ITEM_VOLUME_SCALE],
  ['cases', SPLIT_QUANTITY_SCALE],
  ['pallets', SPLIT_QUANTITY_SCALE],
  ['containerQuantity', SPLIT_QUANTITY_SCALE],
] as const;

/**
 * One line cut in two: `moved` of its quantity leaves, the rest stays. Weight (3 decimals), volume (6),
 * cases and pallets follow pro rata; the staying part takes the rounding remainder, so both add up to
 * the line exactly. A part of quantity 0 is null (the line is removed from that list).
 */
export function partLine<L extends SplitLine>(
  line: L,
  moved: DecimalInput,
): { stay: L | null; moved: L | null } {
  const total = dec(line.quantity);
  const out = Decimal.min(Decimal.max(dec(moved), 0), total);
  if (out.isZero()) return { stay: line, moved: null };
  if (out.equals(total)) return { stay: null, moved: line };
  const ratio = out.div(total);
  const movedLine = { ...line, quantity: out.toFixed() } as L;
  const stayLine = { ...line, quantity: total.minus(out).toFixed() } as L;
  for (const [field, scale] of PRO_RATA) {
    if (line[field] === undefined) continue;
    const whole = dec(line[field]);
    const part = whole.times(ratio).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
    movedLine[field] = part.toFixed() as L[typeof field];
    stayLine[field] = whole.minus(part).toFixed() as L[typeof field];
  }
  return { stay: stayLine, moved: movedLine };
}

/** Adds `line` into `list`: merged (quantities summed) into the line of the same uuid, else appended. */
export function mergeLine<L extends SplitLine>(list: readonly L[], line: L): L[] {
  const at = list.findIndex((l) => l.uuid === line.uuid);
  if (at < 0) return [...list, line];
  const into = list[at] as L;
  const merged = { ...into, quantity: dec(into.quantity).plus(dec(line.quantity)).toFixed() } as L;
  for (const [field] of PRO_RATA) {
    if (into[field] === undefined && line[field] === undefined) continue;
    merged[field] = dec(into[field]).plus(dec(line[field])).toFixed() as L[typeof field];
  }
  return list.map((l, i) => (i === at ? merged : l));
}

function replaceLine<L extends SplitLine>(list: readonly L[], uuid: string, line: L | null): L[] {
  return line ? list.map((l) => (l.uuid === uuid ? line : l)) : list.filter((l) => l.uuid !== uuid);
}

/** Moves `quantity` of one line from `from` to `to` (merging), nothing else. */
function moveOne<L extends SplitLine>(from: L[], to: L[], line: L, quantity: Decimal) {
  const { stay, moved } = partLine(line, quantity.toFixed());
  return { from: replaceLine(from, line.uuid, stay), to: moved ? mergeLine(to, moved) : to };
}

/**
 * Moves `quantity` of a main (or plain) line across, its auxiliary materials following in the same
 * proportion (rounded to 3 decimals, the staying part taking the remainder).
 */
function moveWithAuxiliaries<L extends SplitLine>(from: L[], to: L[], line: L, quantity: Decimal) {
  const ratio = dec(line.quantity).isZero() ? new Decimal(0) : quantity.div(dec(line.quantity));
  let next = moveOne(from, to, line, quantity);
  for (const aux of from.filter((l) => isAux(l) && l.mainLineId === line.uuid)) {
    const part = dec(aux.quantity).times(ratio).toDecimalPlaces(SPLIT_QUANTITY_SCALE, Decimal.ROUND_HALF_UP);
    next = moveOne(next.from, next.to, aux, part);
  }
  return next;
}

/** Digits only, at most 3 decimals, from 0 to the line's quantity (the quantity cell editor). */
export function checkSplitNum(value: DecimalInput, max: DecimalInput): SplitResult<string> {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return refuse('waybill.split.num.format');
  const n = new Decimal(text);
  if (n.greaterThan(dec(max))) return refuse('waybill.split.num.range', { max: dec(max).toFixed() });
  return { ok: true, value: n.toFixed() };
}

/** Why a line may not be cut to `keep`: bundled materials only whole, auxiliaries only with their main. */
function checkCut(line: SplitLine, lines: readonly SplitLine[], keep: Decimal): SplitRefusal | null {
  if (isAux(line) && lines.some((l) => l.uuid === line.mainLineId))
    return refuse('waybill.split.auxiliary', { item: itemLabel(line) });
  if (line.matType === MAT_TYPE.bundled && !keep.isZero() && !keep.equals(dec(line.quantity)))
    return refuse('waybill.split.bundled', { item: itemLabel(line) });
  return null;
}

/**
 * The splitNum editor of a list-1 line: `splitNum` stays on the line, the remainder (quantity minus
 * splitNum) goes to list 2, merging into the same line there; a line reaching 0 is removed.
 */
export function setSplitNum<L extends SplitLine>(
  lists: SplitLists<L>,
  uuid: string,
  splitNum: DecimalInput,
): SplitResult<SplitLists<L>> {
  const line = lists.list1.find((l) => l.uuid === uuid);
  if (!line) return refuse('waybill.split.line.unknown', { line: uuid, code: '' });
  const num = checkSplitNum(splitNum, line.quantity);
  if (!num.ok) return num;
  const keep = new Decimal(num.value);
  const refusal = checkCut(line, lists.list1, keep);
  if (refusal) return refusal;
  const next = moveWithAuxiliaries(lists.list1, lists.list2, line, dec(line.quantity).minus(keep));
  return { ok: true, value: { list1: next.from, list2: next.to } };
}

/**
 * Ticking a temperature (tab 1) or classification (tab 2) moves every line of that class from list 1 to
 * list 2 (merging matches); unticking (`back`) moves them home. Auxiliary materials go with their main.
 */
export function moveClass<L extends SplitLine>(
  lists: SplitLists<L>,
  field: SplitClassField,
  value: string,
  back = false,
): SplitLists<L> {
  let from = back ? lists.list2 : lists.list1;
  let to = back ? lists.list1 : lists.list2;
  const picked = from.filter(
    (l) => (l[field] ?? '') === value && !(isAux(l) && from.some((m) => m.uuid === l.mainLineId)),
  );
  for (const line of picked) {
    const current = from.find((l) => l.uuid === line.uuid);
    if (!current) continue;
    ({ from, to } = moveWithAuxiliaries(from, to, current, dec(current.quantity)));
  }
  return back ? { list1: to, list2: from } : { list1: from, list2: to };
}

/** The checkbox options: distinct values of the class among the lines, in first-seen order. */
export function splitClassValues(lines: readonly SplitLine[], field: SplitClassField): string[] {
  return [...new Set(lines.map((l) => l[field] ?? ''))].filter((v) => v !== '');
}

export type SplitWaybillFlags = {
  code?: string | null;
  splittable?: string | boolean | null;
  byContainer?: string | boolean | null;
  source?: string | null;
  orderType?: string | null;
};
export type SplitAvailability = {
  /** Any split (the row action). */
  split: Verdict<object, SplitMessageKey>;
  /** Tab 1, the SKU quantity split. */
  quantity: Verdict<object, SplitMessageKey>;
};

const yes = (v: string | boolean | null | undefined) => v === true || v === 'Y';
const no = (v: string | boolean | null | undefined) => v === false || v === 'N';

/**
 * Split is disabled when the waybill is not splittable, handled by container, or created by an external
 * OMS; the quantity split also when the order type is 1 and the source SCI.
 */
export function splitAvailability(w: SplitWaybillFlags): SplitAvailability {
  const params = { code: w.code ?? '' };
  const split = no(w.splittable)
    ? refuse('waybill.split.notSplittable', params)
    : yes(w.byContainer)
      ? refuse('waybill.split.byContainer', params)
      : (SPLIT_EXTERNAL_SOURCES as readonly string[]).includes(w.source ?? '')
        ? refuse('waybill.split.oms', params)
        : ({ ok: true } as const);
  const quantity = !split.ok
    ? split
    : w.orderType === '1' && w.source === 'SCI'
      ? refuse('waybill.split.sciQuantity', params)
      : ({ ok: true } as const);
  return { split, quantity };
}

export type SplitMove = { uuid: string; quantity: DecimalInput };

/**
 * The server's split: from the waybill's own lines and what the caller moves (uuid and quantity per
 * line), the two lists. Auxiliary materials are derived from their main line (whatever was sent for
 * them); `wholeLines` (transport class split) allows whole lines only. Refuses an empty waybill,
 * nothing moved, or everything moved.
 */
export function applySplit<L extends SplitLine>({
  code,
  lines,
  moves,
  wholeLines = false,
}: {
  code: string;
  lines: readonly L[];
  moves: readonly SplitMove[];
  wholeLines?: boolean;
}): SplitResult<SplitLists<L>> {
  if (lines.length === 0) return refuse('waybill.split.empty');
  let lists: SplitLists<L> = { list1: [...lines], list2: [] };
  for (const move of moves) {
    const line = lines.find((l) => l.uuid === move.uuid);
    if (!line) return refuse('waybill.split.line.unknown', { code, line: move.uuid });
    if (isAux(line) && lines.some((l) => l.uuid === line.mainLineId)) continue;
    const num = checkSplitNum(move.quantity, line.quantity);
    if (!num.ok) return num;
    const out = new Decimal(num.value);
    if (out.isZero()) continue;
    if (wholeLines && !out.equals(dec(line.quantity))) return refuse('waybill.split.wholeLines');
    const current = lists.list1.find((l) => l.uuid === line.uuid);
    if (!current || !dec(current.quantity).equals(dec(line.quantity)))
      return refuse('waybill.split.line.unknown', { code, line: move.uuid });
    const refusal = checkCut(line, lines, dec(line.quantity).minus(out));
    if (refusal) return refusal;
    const next = moveWithAuxiliaries(lists.list1, lists.list2, current, out);
    lists = { list1: next.from, list2: next.to };
  }
  if (lists.list2.length === 0) return refuse('waybill.split.none');
  if (lists.list1.length === 0) return refuse('waybill.split.all', { code });
  return { ok: true, value: lists };
}

/** The quantity of each line moved to list 2 (what the dialog sends). */
export const splitMovesOf = (list2: readonly SplitLine[]): SplitMove[] =>
  list2.map((l) => ({ uuid: l.uuid, quantity: dec(l.quantity).toFixed() }));

/** A line of a split-off waybill: originId is the original line it came from. */
export type SplitChildLine = SplitLine & { originId?: string | null };

/**
 * Withdraw split: every child line merges back into the parent line it came from (originId, else its
 * own uuid); a line that had been removed from the parent (moved whole) comes back under its original
 * uuid, at the end.
 */
export function mergeBack<L extends SplitLine>(
  parent: readonly L[],
  children: readonly (L & SplitChildLine)[],
): L[] {
  let lines = [...parent];
  for (const child of children) {
    const { originId, ...rest } = child;
    lines = mergeLine(lines, { ...rest, uuid: originId || child.uuid } as unknown as L);
  }
  return lines;
}

/** Totals of a waybill's lines: quantity, weight and volume (and cases, pallets) summed exactly. */
export function splitTotals(lines: readonly SplitLine[]) {
  const sum = (f: 'quantity' | 'weight' | 'volume' | 'cases' | 'pallets') =>
    lines.reduce((acc, l) => acc.plus(dec(l[f])), new Decimal(0)).toFixed();
  return {
    totalQuantity: sum('quantity'),
    totalWeight: sum('weight'),
    totalVolume: sum('volume'),
    totalCases: sum('cases'),
    totalPallets: sum('pallets'),
  };
}

/** A figure as the dialog shows it: quantity 3 decimals, weight (kg) 3, volume (m3) 6. */
export function showSplitFigure(value: DecimalInput, field: 'quantity' | 'weight' | 'volume'): string {
  const scale =
    field === 'volume' ? ITEM_VOLUME_SCALE : field === 'weight' ? ITEM_WEIGHT_SCALE : SPLIT_QUANTITY_SCALE;
  return dec(value).toFixed(scale);
}
