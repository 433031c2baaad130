import {
  SAVED_VIEW_MAX_BYTES,
  SAVED_VIEW_MAX_PER_LIST,
  type SavedView,
  type savedViewBody,
  savedViewPayloadSchema,
} from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import {
  clearDefault,
  countViews,
  deleteView,
  insertView,
  nameTaken,
  type SavedViewRow,
  updateView,
  viewOf,
  viewsOf,
} from './repository';

type SaveBody = z.infer<typeof savedViewBody>;
const EMPTY_PAYLOAD = { filters: {} };

function toView(row: SavedViewRow): SavedView {
  const payload = savedViewPayloadSchema.safeParse(row.payload);
  return {
    id: row.id,
    listKey: row.listKey,
    name: row.name,
    payload: payload.success ? payload.data : EMPTY_PAYLOAD,
    isDefault: row.isDefault,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime?.toISOString() ?? null,
  };
}

/** GET /system/savedView/list: the caller's own views of one list, by name. */
export async function listSavedViews(db: Db, caller: AuthContext, listKey: string): Promise<SavedView[]> {
  return (await viewsOf(db, { userId: Number(caller.userId), listKey })).map(toView);
}

/**
 * POST /system/savedView/save: a new view, or a change of one of the caller's own (another user's id
 * answers not found). Names are unique per user and list, a list keeps at most 50 views, a payload at
 * most 32 KB; marking a view default unmarks the list's other one.
 */
export async function saveSavedView(db: Db, caller: AuthContext, body: SaveBody): Promise<{ id: number }> {
  const userId = Number(caller.userId);
  const owner = { userId, listKey: body.listKey };
  if (body.payload && Buffer.byteLength(JSON.stringify(body.payload)) > SAVED_VIEW_MAX_BYTES) {
    throw AppError.invalid('savedView.tooLarge', { max: SAVED_VIEW_MAX_BYTES / 1024 });
  }
  return db.transaction(async (tx) => {
    const existing = body.id ? await viewOf(tx, userId, body.id) : null;
    if (body.id && (!existing || existing.listKey !== body.listKey)) throw AppError.notFound();
    if (await nameTaken(tx, owner, body.name, body.id)) {
      throw AppError.invalid('savedView.nameTaken', { name: body.name });
    }
    if (!existing && (await countViews(tx, owner)) >= SAVED_VIEW_MAX_PER_LIST) {
      throw AppError.invalid('savedView.limit', { max: SAVED_VIEW_MAX_PER_LIST });
    }
    if (body.isDefault) await clearDefault(tx, owner, body.id);
    if (existing) {
      await updateView(tx, userId, existing.id, {
        name: body.name,
        ...(body.payload ? { payload: body.payload } : {}),
        ...(body.isDefault === undefined ? {} : { isDefault: body.isDefault }),
      });
      return { id: existing.id };
    }
    const id = await insertView(tx, {
      userId,
      listKey: body.listKey,
      name: body.name,
      payload: body.payload ?? EMPTY_PAYLOAD,
      isDefault: body.isDefault ?? false,
    });
    return { id };
  });
}

/** POST /system/savedView/remove/{id}: removes one of the caller's own views. */
export async function removeSavedView(db: Db, caller: AuthContext, id: number): Promise<void> {
  if ((await deleteView(db, Number(caller.userId), id)) === 0) throw AppError.notFound();
}
