export type Config = {
  id: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  remark: string | null;
  createTime: string;
};

export type ConfigForm = Omit<Config, 'id' | 'createTime'> & { id?: number };
