import { CARRIER_DATA_SCOPE } from '@tms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../../platform/auth/caller';
import { isSuperCaller } from '../access/dispatch-centers';

export type ScopeCaller = Pick<AuthContext, 'userId' | 'roleKeys' | 'roleScopes' | 'deptId'>;

export { DATA_SCOPES, type DataScope } from '@tms/domain';

/** The department and every department below it (ancestors holds the path '0,100,101'). */
export function deptAndBelow(deptId: number): SQL {
  return sql`(select d.id from sys_dept d where d.id = ${deptId} or ${String(deptId)} = any(string_to_array(d.ancestors, ',')))`;
}

/**
 * RuoYi's @DataScope as a WHERE fragment: the roles' scopes are OR-ed; undefined means no restriction
 * (the super user, the admin role, or any role with scope 1). A caller with no usable role sees nothing.
 * `userColumn` is the column compared for scope 5; without it scope 5 matches nothing (departments).
 */
export function deptScopeCondition(
  caller: ScopeCaller,
  deptColumn: AnyPgColumn | SQL,
  userColumn?: AnyPgColumn | SQL,
): SQL | undefined {
  if (isSuperCaller(caller)) return undefined;
  if (caller.roleScopes.some((r) => r.dataScope === '1')) return undefined;
  const parts: SQL[] = [];
  const seen = new Set<string>();
  for (const { roleId, dataScope } of caller.roleScopes) {
    // Scope 2 differs per role; the others are the same whichever role brings them.
    const key = dataScope === '2' ? `2:${roleId}` : dataScope;
    if (seen.has(key)) continue;
    seen.add(key);
    if (dataScope === '2') {
      parts.push(
        sql`${deptColumn} in (select rd.dept_id from sys_role_dept rd where rd.role_id = ${roleId})`,
      );
    } else if (dataScope === '3' && caller.deptId !== null) {
      parts.push(sql`${deptColumn} = ${caller.deptId}`);
    } else if (dataScope === '4' && caller.deptId !== null) {
      parts.push(sql`${deptColumn} in ${deptAndBelow(caller.deptId)}`);
    } else if ((dataScope === '5' || dataScope === CARRIER_DATA_SCOPE) && userColumn) {
      // Carrier staff see their carrier's work (waybills, shipments, fleet); of department-owned
      // records, only their own.
      parts.push(sql`${userColumn} = ${Number(caller.userId)}`);
    }
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}
