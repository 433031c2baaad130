import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../db/schema';
import type { AuthContext } from '../platform/auth/caller';
import type { Tx } from '../platform/db';

/**
 * A demo user as the dispatch use cases see a signed-in caller, working in `centerId`: the seed goes
 * through the same use cases as the screens and upstream systems, so every record and log names a real
 * user and every scope rule applies.
 */
export async function seedCaller(tx: Tx, userName: string, centerId: string): Promise<AuthContext> {
  const [user] = await tx
    .select({ id: users.id, nickName: users.nickName, deptId: users.deptId })
    .from(users)
    .where(eq(users.userName, userName));
  if (!user) throw new Error(`seed dispatch: no user ${userName}`);
  const roleRows = await tx
    .select({ id: roles.id, roleKey: roles.roleKey, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  return {
    userId: String(user.id),
    userName,
    nickName: user.nickName,
    deptId: user.deptId,
    roleIds: roleRows.map((r) => r.id),
    roleKeys: roleRows.map((r) => r.roleKey),
    roleScopes: roleRows.map((r) => ({ roleId: r.id, dataScope: r.dataScope })),
    buttons: [],
    dispatchCenterId: centerId,
    profile: { avatar: null, dateStyle: 'YYYY-MM-DD HH:mm:ss', timeZone: 'Asia/Shanghai' },
    tokenHash: 'seed',
  };
}
