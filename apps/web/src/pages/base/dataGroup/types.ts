/** A row of GET /system/dataGroup/list. */
export type DataGroup = {
  uuid: string;
  code: string;
  name: string;
  enableFlag: string;
  remark: string | null;
  clientCount: number;
  createTime: string;
};

export type DataGroupForm = { uuid?: string; code: string; name: string; remark: string | null };

/** A client row of selectDataGroupRefClient / selectDataGroupNotRefClient. */
export type GroupClient = { uuid: string; code: string; name: string; enableFlag: string };
