import type { Db } from '../../../platform/db';
import { deleteAllLoginLogs, deleteLoginLogs } from './repository';

export function removeLoginLogs(db: Db, ids: number[]): Promise<number> {
  return deleteLoginLogs(db, ids);
}

export function cleanLoginLogs(db: Db): Promise<void> {
  return deleteAllLoginLogs(db);
}
