import type { OperLogDetail } from '@tms/contract';
import type { Lang } from '@tms/domain';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { operLogTitle } from './oper-log-title';
import { findOperLog } from './repository';

/** GET /monitor/operlog/{id}: one entry with its (already masked) parameters, titled in `lang`. */
export async function getOperLog(db: Db, id: number, lang: Lang): Promise<OperLogDetail> {
  const row = await findOperLog(db, id);
  if (!row) throw AppError.notFound();
  return { ...row, title: operLogTitle(row, lang), operTime: row.operTime.toISOString() };
}
