export type NumberRule = {
  uuid: string;
  code: string;
  clientId: string | null;
  clientName: string | null;
  dispatchCenterId: string | null;
  dispatchCenterName: string | null;
  refType: string;
  prefix: string;
  timestampEnabled: string;
  timestampFormat: string;
  serialLength: number;
  example: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type NumberRuleForm = Omit<
  NumberRule,
  'uuid' | 'clientName' | 'dispatchCenterName' | 'example' | 'createTime'
> & { uuid?: string };

export type NumberPreview = { number: string; ruleCode: string; serial: number; period: string };
