export type Carrier = {
  uuid: string;
  code: string;
  name: string;
  shortName: string | null;
  creditCode: string | null;
  contact: string | null;
  mobile: string | null;
  email: string | null;
  address: string | null;
  blacklist: string;
  blacklistReason: string | null;
  reviewStatus: string;
  reviewRemark: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type CarrierForm = Pick<
  Carrier,
  | 'code'
  | 'name'
  | 'shortName'
  | 'creditCode'
  | 'contact'
  | 'mobile'
  | 'email'
  | 'address'
  | 'enableFlag'
  | 'remark'
> & { uuid?: string };
