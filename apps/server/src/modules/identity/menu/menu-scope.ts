import type { SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import { isSuperCaller } from '../access/dispatch-centers';
import { grantedTo } from './repository';

/** RuoYi: the administrator sees every menu; anyone else only the menus of their roles. */
export function menuScope(caller: AuthContext): SQL | undefined {
  return isSuperCaller(caller) ? undefined : grantedTo(caller.roleIds);
}
