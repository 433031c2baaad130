export type OperLog = {
  id: number;
  title: string | null;
  businessType: string | null;
  method: string | null;
  requestMethod: string;
  operName: string | null;
  operUrl: string;
  operIp: string | null;
  /** 0 success, 1 failure. */
  status: number;
  errorMsg: string | null;
  operTime: string;
  costTime: number;
};

export type OperLogDetail = OperLog & {
  /** JSON {query, body}; secrets, phones and ID numbers already masked by the server. */
  operParam: string | null;
  jsonResult: string | null;
};
