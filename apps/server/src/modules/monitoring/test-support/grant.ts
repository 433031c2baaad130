import { eq, like, or } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/**
 * Gives a seeded role the monitoring menus and buttons (the seed gives them to the admin role), so
 * the tests can call as center-bound users. Call before that role's users sign in.
 */
export async function grantMonitoring(db: DbOrTx, roleKey: string): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey));
  if (!role) throw new Error(`no role ${roleKey}`);
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(or(like(menus.perms, 'monitor:alertRule:%'), like(menus.perms, 'monitor:alert:%')));
  await db
    .insert(roleMenus)
    .values(rows.map((m) => ({ roleId: role.id, menuId: m.id })))
    .onConflictDoNothing();
}
