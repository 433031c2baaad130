import type { Db } from '../../../platform/db';
import { deleteAllOperLogs, deleteOperLogs } from './repository';

/** POST /monitor/operlog/remove?ids=: returns how many entries went. */
export function removeOperLogs(db: Db, ids: number[]): Promise<number> {
  return deleteOperLogs(db, ids);
}

/** POST /monitor/operlog/clean: empties the log (this call itself is logged afterwards). */
export function cleanOperLogs(db: Db): Promise<void> {
  return deleteAllOperLogs(db);
}
