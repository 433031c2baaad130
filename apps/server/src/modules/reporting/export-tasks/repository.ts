import { and, count, desc, eq } from 'drizzle-orm';
import { reportTasks, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type NewReportTask = {
  name: string;
  kind: string;
  params: Record<string, unknown>;
  lang: string;
  createUserId: number;
  dispatchCenterId: string | null;
};

export async function insertTask(db: DbOrTx, values: NewReportTask): Promise<number> {
  const [row] = await db
    .insert(reportTasks)
    .values({ ...values, status: 'WAIT' })
    .returning({ id: reportTasks.id });
  if (!row) throw new Error('report task not inserted');
  return row.id;
}

/** A direct download's record: finished at once, with its row count and the kept copy (if any). */
export async function insertFinishedTask(
  db: DbOrTx,
  values: NewReportTask & { rows: number; remark: string; fileName: string; filePath: string | null },
): Promise<number> {
  const { rows, ...rest } = values;
  const [row] = await db
    .insert(reportTasks)
    .values({
      ...rest,
      status: 'FINISH',
      progress: 100,
      rowsWritten: rows,
      rowsTotal: rows,
      finishTime: new Date(),
    })
    .returning({ id: reportTasks.id });
  if (!row) throw new Error('report task not inserted');
  return row.id;
}

/** The user's tasks, newest first, with the user's time zone for display. */
export async function listTasksOfUser(db: DbOrTx, userId: number, paging: { limit: number; offset: number }) {
  const where = eq(reportTasks.createUserId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: reportTasks.id,
        name: reportTasks.name,
        status: reportTasks.status,
        progress: reportTasks.progress,
        rowsWritten: reportTasks.rowsWritten,
        rowsTotal: reportTasks.rowsTotal,
        remark: reportTasks.remark,
        createTime: reportTasks.createTime,
        timeZone: users.timeZone,
      })
      .from(reportTasks)
      .leftJoin(users, eq(users.id, reportTasks.createUserId))
      .where(where)
      .orderBy(desc(reportTasks.createTime), desc(reportTasks.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(reportTasks).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** One task, only when it belongs to the user. */
export async function findTaskOfUser(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(reportTasks)
    .where(and(eq(reportTasks.id, id), eq(reportTasks.createUserId, userId)))
    .limit(1);
  return row;
}

export async function timeZoneOfUser(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone;
}
