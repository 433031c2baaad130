export type RequestLog = {
  id: number;
  method: string;
  url: string;
  statusCode: number;
  /** The envelope code of the answer; null for files and non-JSON answers. */
  bodyCode: number | null;
  userName: string | null;
  ip: string | null;
  costMs: number;
  requestTime: string;
};
