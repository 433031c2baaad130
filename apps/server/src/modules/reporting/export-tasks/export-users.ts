import { z } from 'zod';
import { formatDateTime } from '../../../platform/format-time';
import { tCode } from '../../../platform/i18n';
import { listUsers, listUsersForExport, type UserFilter, type UserListRow } from '../../identity';
import { defineExport, withCells } from './define-export';

export type UserExportFilter = Pick<
  UserFilter,
  'userName' | 'nickName' | 'phonenumber' | 'status' | 'deptId' | 'beginTime' | 'endTime'
>;

/** The list's filters and the caller's data scope at the time of the request. */
const userExportQuery = z.object({
  filter: z.object({
    userName: z.string().optional(),
    nickName: z.string().optional(),
    phonenumber: z.string().optional(),
    status: z.string().optional(),
    deptId: z.number().optional(),
    beginTime: z.string().optional(),
    endTime: z.string().optional(),
  }),
  caller: z.object({
    userId: z.string(),
    deptId: z.number().nullable(),
    roleKeys: z.array(z.string()),
    roleScopes: z.array(z.object({ roleId: z.number(), dataScope: z.string() })),
  }),
});

/**
 * POST /system/user/export, always through the download center: the users the list would show with
 * these filters, in id order, the phone masked like every exported personal number.
 */
export const userExport = defineExport({
  kind: 'system.user.export',
  permission: 'system:user:export',
  title: 'system.task.userExport',
  sheet: 'report.user.sheet',
  query: userExportQuery,
  queryOf: (_db, caller, filter: UserExportFilter) => ({
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')),
    caller: {
      userId: caller.userId,
      deptId: caller.deptId,
      roleKeys: [...caller.roleKeys],
      roleScopes: caller.roleScopes.map((r) => ({ roleId: r.roleId, dataScope: r.dataScope })),
    },
  }),
  count: async (db, _caller, q) => (await listUsers(db, q.filter, q.caller, { limit: 1, offset: 0 })).total,
  rows: (db, _caller, q) => listUsersForExport(db, q.filter, q.caller),
  fileName: ({ title, stamp }) => `${title}_${stamp}.xlsx`,
  columns: withCells(
    [
      { key: 'userId', header: 'report.user.userId', width: 10, value: (u: UserListRow) => u.id },
      { key: 'userName', header: 'report.user.userName', width: 18, value: (u) => u.userName },
      { key: 'nickName', header: 'report.user.nickName', width: 16, value: (u) => u.nickName },
      { key: 'deptName', header: 'report.user.dept', width: 22, value: (u) => u.deptName },
      { key: 'phonenumber', header: 'report.user.phone', width: 15, value: (u) => u.phonenumber },
      { key: 'email', header: 'report.user.email', width: 26, value: (u) => u.email },
      {
        key: 'status',
        header: 'report.user.status',
        width: 10,
        value: (u, f) => tCode(f.lang, 'report.user.status.', u.status),
      },
      {
        key: 'createTime',
        header: 'report.user.createTime',
        width: 20,
        value: (u, f) => formatDateTime(u.createTime, f.timeZone),
      },
    ],
    { userId: 'integer', createTime: 'datetime' },
  ),
});
