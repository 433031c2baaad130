import { ADMIN_ROLE_KEY, CARRIER_DATA_SCOPE, SUPER_USER_ID } from '@tms/domain';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { menus, messages, reportTasks, roleMenus, roles, userRoles, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

const enabledUser = and(eq(users.status, '0'), eq(users.delFlag, '0'));

/** The enabled users holding any of these roles (by role key), each once. */
export async function userIdsWithRoleKeys(db: DbOrTx, roleKeys: readonly string[]): Promise<number[]> {
  if (roleKeys.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(enabledUser, inArray(roles.roleKey, [...roleKeys]), eq(roles.status, '0'), eq(roles.delFlag, '0')),
    );
  return rows.map((r) => r.id);
}

/** The enabled users with these user names (a log's "by"), each once. */
export async function userIdsByName(db: DbOrTx, userNames: readonly string[]): Promise<number[]> {
  if (userNames.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(enabledUser, inArray(users.userName, [...userNames])));
  return rows.map((r) => r.id);
}

/** Of these users, the enabled ones. */
export async function enabledAmong(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(enabledUser, inArray(users.id, [...ids])));
  return rows.map((r) => r.id);
}

/** A download-center task as its finish message names it. */
export async function reportTaskOf(db: DbOrTx, taskId: number) {
  const [row] = await db
    .select({ name: reportTasks.name, remark: reportTasks.remark, userId: reportTasks.createUserId })
    .from(reportTasks)
    .where(eq(reportTasks.id, taskId));
  return row ?? null;
}

/**
 * Whether a system message of this kind already went out about this subject (a parameter naming it,
 * e.g. the vehicle and the insurance end day): a job that runs again sends nothing twice.
 */
export async function systemMessageSent(
  db: DbOrTx,
  contentKey: string,
  subject: Record<string, string>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.contentKey, contentKey),
        sql`${messages.contentParams} @> ${JSON.stringify(subject)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The enabled users who may use a permission key: through a role granted its menu, the admin role or
 * the super user (who may use everything). Carrier-scoped roles are left out: what they may see is
 * one carrier's, and a message about the whole fleet would tell them of others'.
 */
export async function userIdsWithPermission(db: DbOrTx, key: string): Promise<number[]> {
  const granted = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      and(
        eq(menus.perms, key),
        eq(roles.status, '0'),
        eq(roles.delFlag, '0'),
        ne(roles.dataScope, CARRIER_DATA_SCOPE),
      ),
    );
  const admins = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.roleKey, ADMIN_ROLE_KEY), eq(roles.status, '0'), eq(roles.delFlag, '0')));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        enabledUser,
        or(inArray(users.id, granted), inArray(users.id, admins), eq(users.id, Number(SUPER_USER_ID))),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
