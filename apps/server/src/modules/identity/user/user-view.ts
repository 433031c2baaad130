import type { User } from '@tms/contract';
import type { UserListRow } from './repository';

/** A user as lists answer it: the contract's record. */
export type UserView = User;

export function toUserView(row: UserListRow): UserView {
  return {
    ...row,
    createTime: row.createTime.toISOString(),
    loginDate: row.loginDate?.toISOString() ?? null,
  };
}
