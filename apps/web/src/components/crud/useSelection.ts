import type { Key } from 'react';
import { useState } from 'react';

export type Selection<T, K extends Key> = {
  /** The selected rows as the table last handed them over. */
  rows: T[];
  keys: K[];
  clear: () => void;
  /** For TmsTable's rowSelection (spread it to add getCheckboxProps and the like). */
  rowSelection: { selectedRowKeys: K[]; onChange: (keys: Key[], rows: T[]) => void };
};

/** A list's checked rows, kept as rows so a toolbar can look at them (built-in, user name, ...). */
export function useSelection<T extends { id: number }>(): Selection<T, number>;
export function useSelection<T, K extends Key>(keyOf: (row: T) => K): Selection<T, K>;
export function useSelection<T, K extends Key>(keyOf?: (row: T) => K): Selection<T, K> {
  const [rows, setRows] = useState<T[]>([]);
  const key = keyOf ?? ((row: T) => (row as { id: K }).id);
  const keys = rows.map(key);
  return {
    rows,
    keys,
    clear: () => setRows([]),
    rowSelection: { selectedRowKeys: keys, onChange: (_, next) => setRows(next) },
  };
}
