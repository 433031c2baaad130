/** A goods line of a waybill (waybillLineList). Figures are exact decimal strings. */
export type WaybillLine = {
  uuid?: string;
  /** The editable table's row key. */
  key: string;
  itemId?: string | null;
  itemCode?: string | null;
  itemName?: string | null;
  temperature?: string | null;
  itemTransClassification?: string | null;
  matType?: string | null;
  quantity?: string | null;
  cases?: string | null;
  weight?: string | null;
  volume?: string | null;
  pallets?: string | null;
  /** The picked item's per-unit figures, so weight and volume follow the quantity. */
  unitWeight?: string | null;
  unitVolume?: string | null;
  boxFactor?: string | null;
  palletFactor?: string | null;
};

export type TempTotals = {
  tempCode: string;
  cases: string;
  weight: string;
  volume: string;
  pallets: string;
  quantity: string;
};

/** A list row (GET /order/waybill/list). */
export type Waybill = {
  uuid: string;
  code: string;
  refNo: string | null;
  orderCode: string | null;
  clientId: string | null;
  clientName: string | null;
  shipFromId: string;
  shipToId: string;
  srcStationCode: string | null;
  srcStationName: string | null;
  destStationCode: string | null;
  destStationName: string | null;
  srcCity: string | null;
  destCity: string | null;
  etd: string | null;
  eta: string | null;
  requiredDeliveryTime: string | null;
  totalWeight: string;
  totalVolume: string;
  totalPallets: string;
  totalCases: string;
  totalQuantity: string;
  transType: string;
  orderType: string | null;
  tempVoLists: TempTotals[];
  isSplit: string;
  splittable: string;
  source: string;
  status: string;
  shipmentCode: string | null;
  heldByName: string | null;
  handoutFlag: string;
  handoutRemark: string | null;
  carrierName: string | null;
  remark: string | null;
  createTime: string;
  auditTime: string | null;
  [key: string]: unknown;
};

export type WaybillDetail = Waybill & {
  waybillLineList: (Omit<WaybillLine, 'key'> & { uuid: string })[];
};

/** What the form sends to save/update. */
export type WaybillForm = {
  uuid?: string;
  clientId?: string;
  shipFromId?: string;
  shipToId?: string;
  refNo?: string;
  orderCode?: string;
  etd?: string;
  eta?: string;
  requiredDeliveryTime?: string;
  transType?: string;
  orderType?: string;
  remark?: string;
  waybillLineList: Omit<WaybillLine, 'key' | 'unitWeight' | 'unitVolume' | 'boxFactor' | 'palletFactor'>[];
};

export type WaybillLog = {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  remark: string | null;
  createBy: string | null;
  /** The operator's nick name. */
  createByName: string | null;
  createTime: string;
};

export type ItemOption = {
  uuid: string;
  code: string;
  name: string;
  temperature: string;
  weightKg: string | null;
  volumeM3: string | null;
  boxFactor: string | null;
  palletFactor: string | null;
};
