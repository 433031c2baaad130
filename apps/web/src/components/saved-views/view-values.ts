import type { SavedViewPayload } from '@tms/contract';
import dayjs from 'dayjs';
import type { ColumnsStateMap } from '../column-settings/column-state';

/**
 * A saved view's values, as pure conversions: what of a list's search form is kept (filled fields only;
 * dates as tagged ISO strings, since JSON has no date and a text filter may look like one), and the
 * visible columns (show and order per column key) laid over the list's columns.
 */
type Stored = SavedViewPayload['filters'];
const DAY_TAG = '$day';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every((v) => v === undefined || v === null || v === ''));

function store(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return { [DAY_TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map(store);
  return value;
}

function restore(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restore);
  if (value && typeof value === 'object' && DAY_TAG in value) {
    const iso = (value as Record<string, unknown>)[DAY_TAG];
    return typeof iso === 'string' ? dayjs(iso) : undefined;
  }
  return value;
}

/** The filled fields of a search form, ready to keep as JSON. */
export function toStoredFilters(values: Record<string, unknown>): Stored {
  const kept: Stored = {};
  for (const [key, value] of Object.entries(values)) if (!isEmpty(value)) kept[key] = store(value);
  return kept;
}

/** Kept filters as search form values (dates back as dayjs). */
export function fromStoredFilters(stored: Stored): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, restore(value)]));
}

/** Which columns show, in which order: what a view keeps of the column chooser. */
export function toStoredColumns(state: ColumnsStateMap): NonNullable<SavedViewPayload['columns']> {
  return Object.fromEntries(
    Object.entries(state).map(([key, c]) => [
      key,
      { show: c.show !== false, ...(c.order === undefined ? {} : { order: c.order }) },
    ]),
  );
}

/**
 * A view's columns over the list's current column state: kept columns take their visibility and order,
 * columns the list gained since keep theirs, columns the list no longer has are ignored.
 */
export function withStoredColumns(
  current: ColumnsStateMap,
  stored: SavedViewPayload['columns'],
): ColumnsStateMap {
  if (!stored) return current;
  const next: ColumnsStateMap = {};
  for (const [key, c] of Object.entries(current)) {
    const kept = stored[key];
    next[key] = kept ? { ...c, show: kept.show !== false, order: kept.order ?? c.order } : c;
  }
  return next;
}
