import type { AuthClient } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type AuthClientFilter, type AuthClientRow, pageAuthClients } from './repository';

/** A client as the API answers it: the contract's record. */
export type AuthClientView = AuthClient;

/** The secret never leaves the server after creation: only its hash is stored. */
export function authClientView(row: AuthClientRow): AuthClientView {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    portalUrl: row.portalUrl,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listAuthClients(db: Db, query: PageQuery & AuthClientFilter) {
  const { rows, total } = await pageAuthClients(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(authClientView), total };
}
