import { LINE_DRAFT_MAX_BYTES, type LineDraft, lineDraftBody } from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { type PoolScope, poolScopeOf } from '../core/scope';
import { codesOf, type DraftOwner, deleteDraft, findDraft, stillPlannable, upsertDraft } from './repository';

type DraftBody = z.infer<typeof lineDraftBody>;

const ownerOf = (scope: PoolScope): DraftOwner => ({ userId: scope.userId, centerKey: scope.centerId ?? '' });

/**
 * The caller's line draft of the selected center, with the waybills that have left the pool since it
 * was saved (gone): the screen restores the lines without them and says so. A stored payload that
 * no longer reads as a draft (an older shape) counts as none.
 */
export async function getLineDraft(db: DbOrTx, caller: AuthContext): Promise<LineDraft | null> {
  const scope = await poolScopeOf(db, caller);
  const row = await findDraft(db, ownerOf(scope));
  if (!row) return null;
  const parsed = lineDraftBody.safeParse(row.payload);
  if (!parsed.success) return null;
  const ids = [...new Set(parsed.data.lines.flatMap((l) => l.waybillIds))];
  const plannable = await stillPlannable(db, scope, ids);
  const goneIds = ids.filter((id) => !plannable.has(id));
  const codes = await codesOf(db, scope, goneIds);
  return {
    lines: parsed.data.lines,
    query: parsed.data.query ?? null,
    gone: goneIds.map((uuid) => ({ uuid, code: codes.get(uuid) ?? null })),
    updateTime: row.updateTime.toISOString(),
  };
}

/**
 * Keeps the screen's lines as the caller's draft (replacing the last one). The draft is bounded in size,
 * so a runaway client cannot fill the table; lines with nothing on them are not worth keeping, and a
 * draft without any line is discarded.
 */
export async function saveLineDraft(
  db: DbOrTx,
  caller: AuthContext,
  body: DraftBody,
): Promise<{ updateTime: string | null }> {
  if (Buffer.byteLength(JSON.stringify(body)) > LINE_DRAFT_MAX_BYTES) {
    throw AppError.invalid('lineDraft.tooLarge', { max: Math.round(LINE_DRAFT_MAX_BYTES / 1024) });
  }
  const owner = ownerOf(await poolScopeOf(db, caller));
  const lines = body.lines.filter((l) => l.waybillIds.length > 0);
  if (lines.length === 0) {
    await deleteDraft(db, owner);
    return { updateTime: null };
  }
  const updateTime = await upsertDraft(db, owner, { ...body, lines });
  return { updateTime: updateTime.toISOString() };
}

/** Discards the caller's draft of the selected center (explicitly, or after the lines were submitted). */
export async function discardLineDraft(db: DbOrTx, caller: AuthContext): Promise<void> {
  await deleteDraft(db, ownerOf(await poolScopeOf(db, caller)));
}
