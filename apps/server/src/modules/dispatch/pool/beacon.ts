import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadCaller } from '../../../platform/auth/caller';
import { hashToken } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { readFormFields } from '../../../platform/uploads';
import { poolScopeOf } from '../core/scope';
import { releaseHolds } from './holds';

/**
 * handmadeCancelNew: navigator.sendBeacon cannot send headers, so the page-unload release comes as a
 * form (urlencoded, text/plain or multipart) with fields `ids` (comma-joined) and `token` (the session).
 */
export function acceptBeaconForms(app: FastifyInstance): void {
  const parse = (_req: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) =>
    done(null, Object.fromEntries(new URLSearchParams(body)));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1 << 20 },
    parse,
  );
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1 << 20 }, parse);
}

async function beaconFields(request: FastifyRequest): Promise<{ ids: string; token: string }> {
  if (request.isMultipart()) {
    const fields = await readFormFields(request);
    return { ids: fields.ids ?? '', token: fields.token ?? '' };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(body.ids) ? body.ids.join(',') : String(body.ids ?? '');
  return { ids, token: String(body.token ?? '') };
}

/** Releases the holds of the session named by the form's token; a bad token is 401 as anywhere else. */
export async function cancelByBeacon(db: Db, request: FastifyRequest): Promise<string[]> {
  const { ids, token } = await beaconFields(request);
  const caller = token ? await loadCaller(db, hashToken(token.trim())) : null;
  if (!caller) throw AppError.unauthorized();
  const list = [
    ...new Set(
      ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10_000);
  if (list.length === 0) return [];
  return releaseHolds(db, await poolScopeOf(db, caller), list);
}
