export type PrintTemplateType = 'goods' | 'goodsMulti' | 'shipment' | 'crossDock';

export type PrintTemplate = {
  uuid: string;
  code: string;
  name: string;
  type: PrintTemplateType;
  clientId: string | null;
  clientName: string | null;
  content: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type PrintTemplateForm = Omit<PrintTemplate, 'uuid' | 'clientName' | 'createTime'> & { uuid?: string };
