import type { DeptRow } from './repository';

export type DeptView = Omit<DeptRow, 'createTime'> & { createTime: string };

export function toDeptView(row: DeptRow): DeptView {
  return { ...row, createTime: row.createTime.toISOString() };
}
