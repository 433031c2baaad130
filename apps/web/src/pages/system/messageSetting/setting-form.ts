import type { MessageSetting, SaveSettingBody } from './api';

/** What the edit form holds. */
export type SettingValues = {
  roleIds: string[];
  userIds: string[];
  emailEnabled: boolean;
  webhookEnabled: boolean;
  webhookUrl: string;
};

export function formValuesOf(row: MessageSetting): SettingValues {
  return {
    roleIds: row.roleIds,
    userIds: row.userIds,
    emailEnabled: row.emailEnabled,
    webhookEnabled: row.webhookEnabled,
    webhookUrl: row.webhookUrl ?? '',
  };
}

/** The save call's body: a blank URL is none, the rest as the form holds it. */
export function saveBodyOf(type: string, values: SettingValues, generateSecret = false): SaveSettingBody {
  const url = values.webhookUrl?.trim() ?? '';
  return {
    type,
    roleIds: values.roleIds ?? [],
    userIds: values.userIds ?? [],
    emailEnabled: !!values.emailEnabled,
    webhookEnabled: !!values.webhookEnabled,
    webhookUrl: url || null,
    ...(generateSecret ? { generateSecret: true } : {}),
  };
}

/**
 * Whether the e-mail switch can be changed: not while the server has no mail transport, except to
 * switch off a channel that is still on from before (the server accepts that).
 */
export function emailSwitchLocked(input: { emailAvailable: boolean; emailEnabled: boolean }): boolean {
  return !input.emailAvailable && !input.emailEnabled;
}

/** How a user is named in pickers and cells: nick name and login name, or the login name alone. */
export function userLabel(user: { userName: string; nickName: string }): string {
  return user.nickName && user.nickName !== user.userName
    ? `${user.nickName} (${user.userName})`
    : user.userName;
}
