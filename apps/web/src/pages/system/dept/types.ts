// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Dept } from '@tms/contract';

/** A row of GET /system/dept/list (flat; the screen builds the tree). */
export type DeptRow = Dept;

export type DeptInput = {
  id?: number;
  parentId: number;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: string;
};

export type DeptFilter = { deptName?: string; status?: string };
