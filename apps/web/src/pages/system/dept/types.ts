/** A row of GET /system/dept/list (flat; the screen builds the tree). */
export type DeptRow = {
  id: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  createTime: string;
};

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
