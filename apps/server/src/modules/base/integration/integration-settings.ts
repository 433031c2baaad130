import type { Integration, integrationBody, PushLog } from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import * as repo from './repository';

/** A setting and a push as the API answers them; the saved input as the body schema parses it. */
export type IntegrationView = Integration;
export type PushLogView = PushLog;
export type IntegrationInput = z.infer<typeof integrationBody>;

const view = (r: repo.IntegrationRow): IntegrationView => ({
  id: r.id,
  name: r.name,
  url: r.url,
  enabled: r.enabled,
  method: r.method === 'PUT' || r.method === 'GET' ? r.method : 'POST',
  headers: r.headers ?? null,
  bodyTemplate: r.bodyTemplate ?? null,
  createBy: r.createBy,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime ? r.updateTime.toISOString() : null,
});

/** GET /system/integration/list: outbound integration settings (name, URL, enabled), paged. */
export async function listIntegrations(db: Db, query: PageQuery & { name?: string | undefined }) {
  const { rows, total } = await repo.pageSettings(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(view), total };
}

/** POST /system/integration/save (no id) or /update (id): the name is unique; the URL http(s). */
export async function saveIntegration(db: Db, caller: AuthContext, input: IntegrationInput): Promise<number> {
  const url = input.url?.trim() || null;
  if (url && !/^https?:\/\/\S+$/i.test(url)) throw AppError.invalid('base.integration.invalidUrl');
  if (await repo.nameTaken(db, input.name, input.id)) {
    throw AppError.invalid('base.integration.nameTaken', { value: input.name });
  }
  if (input.id === undefined) {
    return repo.insertSetting(db, {
      name: input.name,
      url,
      enabled: input.enabled,
      method: input.method ?? 'POST',
      headers: input.headers ?? null,
      bodyTemplate: input.bodyTemplate?.trim() || null,
      createBy: caller.userName,
    });
  }
  if (!(await repo.settingById(db, input.id))) throw AppError.notFound();
  await repo.updateSetting(db, input.id, {
    name: input.name,
    url,
    enabled: input.enabled,
    // The screens that do not show the gateway fields leave them out: what is stored stays.
    ...(input.method !== undefined ? { method: input.method } : {}),
    ...(input.headers !== undefined ? { headers: input.headers } : {}),
    ...(input.bodyTemplate !== undefined ? { bodyTemplate: input.bodyTemplate?.trim() || null } : {}),
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return input.id;
}

/** POST /system/integration/remove?ids=1,2 */
export async function removeIntegrations(db: Db, ids: number[]): Promise<void> {
  const removed = await repo.deleteSettings(db, ids);
  if (removed === 0) throw AppError.notFound();
}

/** GET /system/integration/pushLog/list: every push, newest first, paged; filters target, kind, status. */
export async function listPushLogs(db: Db, query: PageQuery & repo.PushLogFilter) {
  const { rows, total } = await repo.pagePushLogs(db, query, query.pageSize, offsetOf(query));
  return {
    rows: rows.map(
      (r): PushLogView => ({
        id: r.id,
        target: r.target,
        kind: r.kind,
        refIds: r.refIds,
        url: r.url,
        status: r.status,
        httpStatus: r.httpStatus,
        response: r.response,
        createBy: r.createBy,
        createTime: r.createTime.toISOString(),
      }),
    ),
    total,
  };
}
