import { get, post } from '../../../core/request';

export type MessageSetting = {
  type: string;
  roleIds: string[];
  userIds: string[];
  roles: { id: string; roleName: string }[];
  users: { id: string; userName: string; nickName: string }[];
  /** The inbox: always on. */
  inApp: true;
  emailEnabled: boolean;
  webhookEnabled: boolean;
  webhookUrl: string | null;
  /** Whether a signing secret exists; the secret itself is shown only once, when made. */
  webhookSecretSet: boolean;
  updateBy: string | null;
  updateTime: string | null;
};

export type SettingList = { emailAvailable: boolean; rows: MessageSetting[] };

export type SettingOptions = {
  roles: { id: string; roleName: string; roleKey: string }[];
  users: { id: string; userName: string; nickName: string }[];
};

export type SaveSettingBody = {
  type: string;
  roleIds: string[];
  userIds: string[];
  emailEnabled: boolean;
  webhookEnabled: boolean;
  webhookUrl: string | null;
  generateSecret?: boolean;
};

/** The new signing secret (answered this once) or null. */
export type SavedSetting = { type: string; webhookSecret: string | null };

export type WebhookTest = { status: number; ok: boolean };

export const messageSettingKeys = {
  list: ['messageSetting', 'list'] as const,
  options: ['messageSetting', 'options'] as const,
};

export const listSettings = () => get<SettingList>('/message/setting/list');

export const settingOptions = () => get<SettingOptions>('/message/setting/options');

export const saveSetting = (body: SaveSettingBody) => post<SavedSetting>('/message/setting/save', body);

export const testWebhook = (body: { type: string; webhookUrl?: string | null }) =>
  post<WebhookTest>('/message/setting/testWebhook', body);
