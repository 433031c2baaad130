/** A row of GET /system/zone/list. */
export type Zone = {
  uuid: string;
  code: string;
  name: string;
  dispatchCenterId: string | null;
  dispatchCenterName: string | null;
  enableFlag: 'Y' | 'N';
  remark: string | null;
  createTime: string;
  updateTime: string | null;
};

export type ZoneForm = Omit<Zone, 'uuid' | 'createTime' | 'updateTime' | 'dispatchCenterName'> & {
  uuid?: string;
};
