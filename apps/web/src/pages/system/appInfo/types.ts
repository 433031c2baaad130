export const APP_TYPES = ['android', 'ios'] as const;
export const CLIENT_TYPES = ['appDriverClient', 'appAdminClient'] as const;

export type AppInfo = {
  id: number;
  type: (typeof APP_TYPES)[number];
  clientType: (typeof CLIENT_TYPES)[number];
  version: string;
  downloadUrl: string;
  remark: string | null;
  createTime: string;
};

export type AppInfoForm = Omit<AppInfo, 'id' | 'createTime'> & { id?: number };
