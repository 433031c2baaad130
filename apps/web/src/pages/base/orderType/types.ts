export type OrderType = {
  uuid: string;
  code: string;
  name: string;
  orderBreed: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type OrderTypeForm = Omit<OrderType, 'uuid' | 'createTime'> & { uuid?: string };
