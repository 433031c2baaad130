import type { Dept } from '@tms/contract';
import type { DeptRow } from './repository';

/** A department as the API answers it: the contract's record. */
export type DeptView = Dept;

export function toDeptView(row: DeptRow): DeptView {
  return { ...row, createTime: row.createTime.toISOString() };
}
