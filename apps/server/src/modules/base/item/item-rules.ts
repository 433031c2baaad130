import { itemProblems, type MessageKey } from '@tms/domain';
import type { DictEntry } from './repository';
import type { ItemInput } from './schemas';

/** The dictionary behind each coded item field. */
export const ITEM_DICTS = {
  temperature: 'item_temperature',
  transClassification: 'item_classification_type',
  itemType: 'item_type',
  matType: 'mat_type',
  itemBox: 'item_box',
} as const;
export type DictField = keyof typeof ITEM_DICTS;
export const DICT_FIELDS = Object.keys(ITEM_DICTS) as DictField[];
export const DICT_TYPES = Object.values(ITEM_DICTS);

export type ItemRuleError = { field: string; key: MessageKey; params?: Record<string, unknown> };

type Checked = Pick<
  ItemInput,
  | DictField
  | 'weightKg'
  | 'volumeM3'
  | 'length'
  | 'width'
  | 'height'
  | 'boxFactor'
  | 'palletFactor'
  | 'barcode'
>;

/**
 * Every rule an item must meet beyond its shape: the domain's measure and barcode rules, and each
 * coded field holding a value of its dictionary. Used by save/update and, row by row, by the import.
 */
export function itemRuleErrors(item: Checked, dicts: Map<string, DictEntry[]>): ItemRuleError[] {
  const errors: ItemRuleError[] = [];
  for (const field of DICT_FIELDS) {
    const value = item[field];
    if (!value) continue;
    const entries = dicts.get(ITEM_DICTS[field]) ?? [];
    if (!entries.some((e) => e.value === value)) {
      errors.push({ field, key: 'base.item.dictUnknown', params: { value, dict: ITEM_DICTS[field] } });
    }
  }
  for (const problem of itemProblems(item)) errors.push(problem);
  return errors;
}

/** A dictionary cell of an import: the value itself, or its label in any language (case-insensitive). */
export function dictValueOf(entries: DictEntry[], cell: string): string | undefined {
  const wanted = cell.trim().toLowerCase();
  for (const e of entries) {
    const names = [e.value, e.label, ...Object.values(e.labels)].map((n) => n.trim().toLowerCase());
    if (names.includes(wanted)) return e.value;
  }
  return undefined;
}
