export type Integration = {
  id: number;
  name: string;
  url: string | null;
  enabled: boolean;
  createBy: string | null;
  createTime: string;
  updateTime: string | null;
};

export type IntegrationForm = { id?: number; name: string; url?: string | null; enabled: boolean };

export type PushLog = {
  id: number;
  target: string;
  kind: string;
  refIds: string[];
  url: string | null;
  status: 'SUCCESS' | 'FAILED' | 'NOT_CONFIGURED';
  httpStatus: number | null;
  response: string | null;
  createBy: string | null;
  createTime: string;
};
