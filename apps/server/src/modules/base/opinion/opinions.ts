import { randomUUID } from 'node:crypto';
import { canMoveOpinion, type OpinionStatus } from '@tms/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { opinions } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { formatDateTime } from '../../../platform/format-time';
import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { contains, equals, findMaster, masterOf, updateMaster } from '../shared/master-repository';
import { defineMasterList, type MasterScope, unscoped, writeMaster } from '../shared/masters';
import {
  type OpinionFilter,
  type OpinionReplyInput,
  type OpinionSubmitInput,
  opinionFilter,
} from './schemas';

type Row = typeof opinions.$inferSelect;
const O = opinions;
const master = masterOf(O);

const listSpec = {
  master,
  sorting: {
    sortable: { code: O.code, status: O.status, opinionType: O.opinionType, createTime: O.createTime },
    fallback: [desc(O.createTime), desc(O.uuid)],
  },
  filter: opinionFilter,
  where: (f: OpinionFilter) =>
    and(
      contains(O.code, f.code),
      contains(O.title, f.title),
      equals(O.opinionType, f.opinionType),
      equals(O.status, f.status),
    ),
  view: (row: Row) => ({
    uuid: row.uuid,
    code: row.code,
    opinionType: row.opinionType,
    title: row.title,
    content: row.content,
    contact: row.contact,
    status: row.status as OpinionStatus,
    reply: row.reply,
    replyBy: row.replyBy,
    replyTime: row.replyTime ? row.replyTime.toISOString() : null,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  }),
};

/** Every opinion: the administrators' list (base:opinion:list). */
export const opinionList = defineMasterList({ ...listSpec, scope: unscoped });

/** A user's own opinions only: what they submitted, with the replies. */
const own: MasterScope<{ userId: number }> = {
  params: z.object({ userId: z.number() }),
  of: async (_db, caller) => ({ userId: Number(caller.userId) }),
  where: (s) => eq(O.userId, s.userId),
};
export const myOpinionList = defineMasterList({ ...listSpec, scope: own });

/** Any signed-in user submits; the opinion starts new (N) and gets a number for reference. */
export async function submitOpinion(db: Db, caller: AuthContext, input: OpinionSubmitInput): Promise<string> {
  const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return writeMaster(db, master, caller, undefined, {
    code: `OP${stamp}${randomUUID().slice(0, 6).toUpperCase()}`,
    opinionType: input.opinionType,
    title: input.title,
    content: input.content,
    contact: input.contact,
    status: 'N',
    userId: Number(caller.userId),
  });
}

/**
 * An administrator's reply: the status moves only as the domain's table allows (base.opinion.statusMove);
 * the reply text and who replied when are kept.
 */
export async function replyOpinion(db: Db, caller: AuthContext, input: OpinionReplyInput): Promise<void> {
  const row = await findMaster<Row>(db, master, input.uuid);
  if (!row) throw AppError.notFound();
  const from = row.status as OpinionStatus;
  if (!canMoveOpinion(from, input.status)) {
    throw AppError.invalid('base.opinion.statusMove', { from, to: input.status });
  }
  await updateMaster(db, master, row.uuid, {
    status: input.status,
    reply: input.reply || row.reply,
    replyBy: caller.userName,
    replyTime: new Date(),
    updateBy: caller.userName,
    updateTime: new Date(),
  });
}

const opinionExport = defineExport({
  kind: 'base.opinion.export',
  permission: 'base:opinion:export',
  title: 'base.opinion.exportName',
  ...masterRows(opinionList),
  columns: [
    { key: 'code', header: 'base.opinion.column.code', width: 20, value: (r) => r.code },
    { key: 'opinionType', header: 'base.more.column.type', width: 10, value: (r) => r.opinionType },
    { key: 'title', header: 'base.opinion.column.title', width: 24, value: (r) => r.title },
    { key: 'content', header: 'base.opinion.column.content', width: 40, value: (r) => r.content },
    { key: 'status', header: 'base.opinion.column.status', width: 8, value: (r) => r.status },
    { key: 'reply', header: 'base.opinion.column.reply', width: 40, value: (r) => r.reply },
    { key: 'createBy', header: 'base.opinion.column.submitter', width: 12, value: (r) => r.createBy },
    {
      key: 'createTime',
      header: 'base.opinion.column.createTime',
      width: 20,
      cell: 'datetime',
      value: (r, f) => formatDateTime(r.createTime, f.timeZone),
    },
  ],
});
export const exportOpinions = opinionExport.answer;
