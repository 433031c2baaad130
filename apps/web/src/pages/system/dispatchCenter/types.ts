export type DispatchCenter = {
  uuid: string;
  code: string;
  name: string;
  address: string | null;
  contact: string | null;
  phone: string | null;
  timeZone: string;
  status: string;
  remark: string | null;
  createTime: string;
};

export type DispatchCenterForm = Omit<DispatchCenter, 'uuid' | 'createTime'> & { uuid?: string };
