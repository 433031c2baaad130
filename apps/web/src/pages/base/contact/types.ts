/** A row of GET /system/contact/list. */
export type Contact = {
  uuid: string;
  code: string;
  name: string;
  mobile: string | null;
  landline: string | null;
  wechat: string | null;
  email: string | null;
  fax: string | null;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
};

export type ContactForm = Omit<Contact, 'uuid' | 'createTime' | 'updateTime'> & { uuid?: string };
