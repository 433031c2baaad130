/** A row of GET /system/address/list. */
export type Address = {
  uuid: string;
  code: string;
  country: string;
  province: string | null;
  city: string | null;
  area: string | null;
  street: string | null;
  houseNumber: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  longitude: number | null;
  latitude: number | null;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
};

export type AddressForm = Omit<Address, 'uuid' | 'createTime' | 'updateTime'> & { uuid?: string };
