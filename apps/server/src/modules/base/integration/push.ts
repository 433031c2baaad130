import type { Lang } from '@tms/domain';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import * as repo from './repository';

/** How long a push waits for the external system. */
export const PUSH_TIMEOUT_MS = 10_000;
const RESPONSE_KEEP = 2_000;

export type PushStatus = 'SUCCESS' | 'FAILED' | 'NOT_CONFIGURED';
export type PushResult = { logId: number; httpStatus: number; response: string };

/**
 * POSTs `payload` as JSON to the URL of the enabled integration setting `target` (sys_integration_setting
 * name, e.g. 'ros', 'sf') and records the attempt in base_push_log, whatever happens:
 * - no enabled setting with a URL: NOT_CONFIGURED, answered as base.integration.notConfigured;
 * - unreachable, timed out (PUSH_TIMEOUT_MS) or a non-2xx answer: FAILED, answered as
 *   base.integration.failed naming the reason;
 * - 2xx: SUCCESS, with the first 2000 characters of the answer kept.
 */
export async function pushToIntegration(
  db: Db,
  input: {
    lang: Lang;
    target: string;
    kind: string;
    refIds: string[];
    payload: unknown;
    who: string;
    timeoutMs?: number;
  },
): Promise<PushResult> {
  const setting = await repo.settingByName(db, input.target);
  const log = (row: {
    status: PushStatus;
    url?: string | null;
    httpStatus?: number | null;
    response?: string | null;
  }) =>
    repo.insertPushLog(db, {
      target: input.target,
      kind: input.kind,
      refIds: input.refIds,
      createBy: input.who,
      url: row.url ?? null,
      status: row.status,
      httpStatus: row.httpStatus ?? null,
      response: row.response ?? null,
    });
  const url = setting?.enabled ? setting.url?.trim() : undefined;
  if (!url) {
    await log({ status: 'NOT_CONFIGURED' });
    throw AppError.invalid('base.integration.notConfigured', { name: input.target });
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input.payload),
      signal: AbortSignal.timeout(input.timeoutMs ?? PUSH_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    await log({ status: 'FAILED', url, response: err instanceof Error ? err.message : String(err) });
    throw new AppError('base.integration.failed', {
      params: {
        name: input.target,
        reason: t(input.lang, timedOut ? 'base.integration.timeout' : 'base.integration.unreachable'),
      },
    });
  }
  const text = (await response.text().catch(() => '')).slice(0, RESPONSE_KEEP);
  if (!response.ok) {
    await log({ status: 'FAILED', url, httpStatus: response.status, response: text });
    throw new AppError('base.integration.failed', {
      params: {
        name: input.target,
        reason: t(input.lang, 'base.integration.httpStatus', { status: response.status }),
      },
    });
  }
  const logId = await log({ status: 'SUCCESS', url, httpStatus: response.status, response: text });
  return { logId, httpStatus: response.status, response: text };
}
