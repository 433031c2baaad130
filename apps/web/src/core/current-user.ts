import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@tms/contract';
import {
  type ApiPermissionKey,
  type Caller,
  hasButton,
  hasPermissionAction,
  hasRole,
  type PermissionAction,
} from '@tms/domain';
import { get } from './request';
import { getToken } from './session';

// GET /system/user/info's answer is the contract's record; imported as a type, so no zod reaches the bundle.
export type { CurrentUser };

export const currentUserKey = ['currentUser'] as const;

export function fetchCurrentUser(): Promise<CurrentUser> {
  return get<CurrentUser>('/system/user/info');
}

/** The signed-in user (GET /system/user/info), loaded once at startup and cached. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    enabled: !!getToken(),
    staleTime: Infinity,
  });
}

function callerOf(user: CurrentUser): Caller {
  return { userId: user.id, roleKeys: user.roles, buttons: user.buttons };
}

/** The same checks the server runs, from @tms/domain; `can` takes only keys some route requires. */
export function usePermissions() {
  const { data: user } = useCurrentUser();
  return {
    can: (...keys: ApiPermissionKey[]) => (user ? hasButton({ caller: callerOf(user), keys }) : false),
    hasRole: (...roles: string[]) => (user ? hasRole({ caller: callerOf(user), roles }) : false),
    canDo: (permissionId: string, action: PermissionAction) =>
      user
        ? hasPermissionAction({ caller: callerOf(user), permissions: user.permissions, permissionId, action })
        : false,
  };
}
