import { useQuery } from '@tanstack/react-query';
import {
  type ApiPermissionKey,
  type Caller,
  hasButton,
  hasPermissionAction,
  hasRole,
  type PermissionAction,
  type PermissionGrant,
} from '@tms/domain';
import { get } from './request';
import { getToken } from './session';

export type CurrentUser = {
  id: string;
  userName: string;
  name: string;
  avatar: string | null;
  dateStyle: string;
  timeZone: string;
  roleIds: number[];
  roles: string[];
  buttons: string[];
  permissions: PermissionGrant[];
  dispatchCenterId: string | null;
};

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
