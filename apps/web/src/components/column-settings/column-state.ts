/** Pure conversions between ProTable's column state and the server's column settings (/system/col/set). */
export type ColumnState = {
  show?: boolean;
  fixed?: 'left' | 'right' | undefined;
  order?: number;
  disable?: boolean | { checkbox: boolean };
};
export type ColumnsStateMap = Record<string, ColumnState>;
export type ColumnWidths = Record<string, number>;

/** A saved column: GET /system/col/set/list rows, POST /system/col/set/saveList items. */
export type ColumnSetting = {
  systemCode: string;
  modular: string;
  code: string;
  name: string | null;
  width: number | null;
  hidden: 0 | 1;
  index: number;
};

export type ColumnLike = {
  key?: unknown;
  dataIndex?: unknown;
  title?: unknown;
  fixed?: unknown;
  hideInTable?: boolean;
};

/** The key ProTable gives a column (genProColumnToColumn): key, else dataIndex, else its position. */
export function columnKeyOf(column: ColumnLike, index: number): string {
  const key =
    column.key ||
    (column.dataIndex === undefined || column.dataIndex === null ? '' : String(column.dataIndex));
  return key ? String(key) : String(index);
}

/** Every column shown, in its declared order: what a reset returns to. */
export function defaultColumnsState(columns: readonly ColumnLike[]): ColumnsStateMap {
  const map: ColumnsStateMap = {};
  columns.forEach((column, index) => {
    const fixed = column.fixed === 'left' || column.fixed === 'right' ? column.fixed : undefined;
    map[columnKeyOf(column, index)] = { show: true, fixed };
  });
  return map;
}

/** Saved settings as ProTable state and widths; codes the screen no longer has are dropped. */
export function fromSettings(
  settings: readonly ColumnSetting[],
  columns: readonly ColumnLike[],
): { state: ColumnsStateMap; widths: ColumnWidths } | null {
  if (settings.length === 0) return null;
  const state = defaultColumnsState(columns);
  const widths: ColumnWidths = {};
  for (const s of settings) {
    const current = state[s.code];
    if (!current) continue;
    state[s.code] = { ...current, show: s.hidden !== 1, order: s.index };
    if (s.width) widths[s.code] = s.width;
  }
  return { state, widths };
}

/** True when nothing differs from the defaults: saving then means resetting. */
export function isDefaultState(
  state: ColumnsStateMap,
  widths: ColumnWidths,
  columns: readonly ColumnLike[],
): boolean {
  if (Object.keys(widths).length > 0) return false;
  const keys = columns.map(columnKeyOf);
  const orders = keys.map((key) => state[key]?.order);
  const ordered = orders.every((o) => o === undefined) || orders.every((o, i) => o === i);
  return ordered && keys.every((key) => state[key]?.show !== false);
}

/** The list POST /system/col/set/saveList takes: every column with its place, visibility and width. */
export function toSettings(
  state: ColumnsStateMap,
  widths: ColumnWidths,
  columns: readonly ColumnLike[],
  scope: { systemCode: string; modular: string },
): ColumnSetting[] {
  return columns.map((column, position) => {
    const code = columnKeyOf(column, position);
    const entry = state[code];
    return {
      ...scope,
      code,
      name: typeof column.title === 'string' ? column.title.slice(0, 100) : null,
      width: widths[code] ?? null,
      hidden: entry?.show === false ? 1 : 0,
      index: entry?.order ?? position,
    };
  });
}
