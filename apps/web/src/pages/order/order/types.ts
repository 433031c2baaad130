/** A list row (GET /order/order/list). */
export type Order = {
  uuid: string;
  code: string;
  clientId: string | null;
  clientName: string | null;
  dispatchCenterId: string | null;
  orderType: string | null;
  orderBreed: string | null;
  /** O open, E effective, C closed (the domain's order state machine). */
  status: string;
  locked: string;
  manual: string;
  carrierId: string | null;
  carrierName: string | null;
  routeDetailId: number | null;
  source: string | null;
  remark: string | null;
  waybillCount: number;
  createTime: string;
  updateTime: string | null;
  [key: string]: unknown;
};

/** What the form sends to save/update. */
export type OrderForm = {
  uuid?: string;
  clientId?: string;
  orderType?: string | null;
  orderBreed?: string | null;
  remark?: string | null;
};

export type AssignRouteForm = {
  uuid: string;
  carrierId: string | null;
  routeDetailId: number | null;
};

/** GET /system/routeDetailReq/list: the valid route details of the caller's center. */
export type RouteDetailOption = { id: number; routeName: string };
