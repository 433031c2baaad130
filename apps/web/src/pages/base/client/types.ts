export type YesNo = 'Y' | 'N';

/** A row of GET /system/client/list. */
export type Client = {
  uuid: string;
  code: string;
  name: string;
  shortName: string | null;
  contact: string | null;
  mobile: string | null;
  address: string | null;
  minTemperature: number | null;
  maxTemperature: number | null;
  imageReturn: YesNo;
  enableFlag: YesNo;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
};

/** POST /system/client/save | update. */
export type ClientForm = Omit<Client, 'uuid' | 'createTime' | 'updateTime'> & { uuid?: string };
