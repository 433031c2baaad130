import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../../db/schema';

/**
 * An operator as people know them: the nick name (else the account name) of the user a create_by names,
 * by id (the logs) or by account name (the shipment heads). One that names no user (a job, a removed
 * user) is answered as stored.
 */
export function operatorName(createBy: AnyPgColumn): SQL<string | null> {
  // Both sides are named in full: sys_user has a create_by of its own, which an unqualified name inside
  // the subquery would mean.
  const outer = sql.raw(`"${getTableName(createBy.table)}"."${createBy.name}"`);
  const user = sql.raw(`"${getTableName(users)}"`);
  // The id is compared as a number so both sides use their indexes (id::text = … read every user per row).
  const asId = sql`case when ${outer} ~ '^[0-9]{1,15}$' then ${outer}::bigint end`;
  return sql<
    string | null
  >`coalesce((select coalesce(nullif(${user}."nick_name", ''), ${user}."user_name") from ${user} where ${user}."id" = ${asId} or ${user}."user_name" = ${outer} limit 1), ${outer})`;
}
