import { queryOptions } from '@tanstack/react-query';
import { get, post } from '../../core/request';
import type { Profile, ProfileUpdate } from './types';

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => get<Profile>('/system/user/profile'),
});

export function updateProfile(body: ProfileUpdate) {
  return post<null>('/system/user/profile/update', body);
}

export function updatePassword(body: { oldPassword: string; newPassword: string }) {
  return post<null>('/system/user/profile/updatePwd', body);
}
