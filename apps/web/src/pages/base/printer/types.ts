export type Printer = {
  uuid: string;
  code: string;
  name: string;
  dispatchCenterId: string | null;
  dispatchCenterName: string | null;
  model: string | null;
  ip: string | null;
  port: number | null;
  paperSize: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type PrinterForm = Omit<Printer, 'uuid' | 'dispatchCenterId' | 'dispatchCenterName' | 'createTime'> & {
  uuid?: string;
};
