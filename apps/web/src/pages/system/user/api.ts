import { download, type Envelope, get, getPage, post } from '../../../app/request';
import type {
  CenterOption,
  DeptRow,
  ImportRowError,
  RoleOption,
  UserDetail,
  UserFilter,
  UserInput,
  UserRow,
} from './types';

export const userKeys = { all: ['system-user'] as const };

export const listUsers = (params: UserFilter & { pageNum: number; pageSize: number }) =>
  getPage<UserRow>('/system/user/list', params);
export const getUser = (id: number) => get<UserDetail>(`/system/user/get/${id}`);
export const saveUser = (input: UserInput) =>
  post<{ id: number }>(input.id ? '/system/user/update' : '/system/user/save', input);
export const removeUsers = (ids: number[]) => post<null>(`/system/user/remove?ids=${ids.join(',')}`);
export const changeUserStatus = (id: number, status: string) =>
  post<null>('/system/user/status', { id, status });
export const resetPassword = (id: number, password: string) =>
  post<null>('/system/user/resetPwd', { id, password });
export const exportUsers = (filter: UserFilter) => post<{ taskId: number }>('/system/user/export', filter);
export const downloadTemplate = () => download('/system/user/importTemplate', { method: 'get' });

/** Enabled departments the caller may see (user tree and pickers). */
export const listEnabledDepts = () => get<DeptRow[]>('/system/dept/list/enable');
export const listRoleOptions = () => get<RoleOption[]>('/system/role/all');
export const listCenterOptions = () => get<CenterOption[]>('/system/dispatchCenter/dropBox');

/**
 * POST /system/user/importData (multipart). A file with bad rows answers code 500 with the rows in data;
 * the request layer shows the msg and rejects, so the rows are picked up while the body is parsed.
 */
export async function importUsers(
  file: File,
): Promise<{ ok: true; msg: string } | { ok: false; errors: ImportRowError[] }> {
  const form = new FormData();
  form.append('file', file);
  let captured: ImportRowError[] | null = null;
  const parse = (raw: unknown): unknown => {
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        return raw;
      }
    }
    const env = body as Partial<Envelope<unknown>> | null;
    if (env && env.code === 500 && Array.isArray(env.data)) captured = env.data as ImportRowError[];
    return body;
  };
  try {
    const env = await post<{ count: number }>('/system/user/importData', form, {
      transformResponse: [parse],
    });
    return { ok: true, msg: env.msg };
  } catch (err) {
    if (captured) return { ok: false, errors: captured };
    throw err;
  }
}
