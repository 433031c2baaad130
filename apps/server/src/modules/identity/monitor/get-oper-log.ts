import type { OperLogDetail } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findOperLog } from './repository';

/** GET /monitor/operlog/{id}: one entry with its (already masked) parameters. */
export async function getOperLog(db: Db, id: number): Promise<OperLogDetail> {
  const row = await findOperLog(db, id);
  if (!row) throw AppError.notFound();
  return { ...row, operTime: row.operTime.toISOString() };
}
