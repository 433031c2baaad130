import type { ApiPermissionKey, PermissionAction } from '@tms/domain';
import type { ReactNode } from 'react';
import { usePermissions } from '../core/current-user';

type Props =
  | { perm: ApiPermissionKey | ApiPermissionKey[]; children: ReactNode; fallback?: ReactNode }
  | { role: string | string[]; children: ReactNode; fallback?: ReactNode }
  | { permissionId: string; action: PermissionAction; children: ReactNode; fallback?: ReactNode };

/** Shows its children only when the user holds the key (v-has), role (v-role) or permissionId + action. */
export function Access(props: Props) {
  const { can, hasRole, canDo } = usePermissions();
  let allowed: boolean;
  if ('perm' in props) allowed = can(...(Array.isArray(props.perm) ? props.perm : [props.perm]));
  else if ('role' in props) allowed = hasRole(...(Array.isArray(props.role) ? props.role : [props.role]));
  else allowed = canDo(props.permissionId, props.action);
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}
