import type { UserListRow } from './repository';

export type UserView = Omit<UserListRow, 'createTime' | 'loginDate'> & {
  createTime: string;
  loginDate: string | null;
};

export function toUserView(row: UserListRow): UserView {
  return {
    ...row,
    createTime: row.createTime.toISOString(),
    loginDate: row.loginDate?.toISOString() ?? null,
  };
}
