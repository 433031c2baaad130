import type {
  DispatchLine,
  DispatchOrder,
  DispatchStop,
  HandmadeSubmitLine,
  ModelCompartment,
  StationExTimeWindow,
  StationLoadRule,
  StationTimeWindow,
  TempTotalsInput,
} from '@tms/domain';

/** A waybill of the pool or of a line ("order pool / line order", GET /order/waybill/selectPoolList). */
export type PoolRow = DispatchOrder & {
  code: string;
  refNo?: string | null;
  clientId?: string | null;
  clientName?: string | null;
  srcStationCode?: string | null;
  srcStationName?: string | null;
  destStationCode?: string | null;
  destStationName?: string | null;
  srcCity?: string | null;
  destCity?: string | null;
  totalCases?: string | number | null;
  totalQuantity?: string | number | null;
  vehicleMainModelId?: string | null;
  transType?: string | null;
  routeDetailId?: string | null;
  routeDetailName?: string | null;
  tempVoLists?: TempTotalsInput[] | null;
  isSplit?: string | null;
  splittable?: string | boolean | null;
  byContainer?: string | boolean | null;
  source?: string | null;
  orderType?: string | null;
  status?: string | null;
};

/** A station of the pool's waybills (GET /order/waybill/selectStations): what the cards and rules need. */
export type StationInfo = {
  stationId: string;
  stationCode?: string | null;
  stationName?: string | null;
  timeWindows?: StationTimeWindow[] | null;
  exTimeWindows?: StationExTimeWindow[] | null;
  loadRules?: StationLoadRule[] | null;
  /** Degrees, for the drive time between stops. */
  latitude?: string | null;
  longitude?: string | null;
  transMode?: string | null;
  billingMethod?: string | null;
  handoverMethod?: string | null;
  allocationFactor?: string | number | null;
  mutexIds?: string[] | null;
};

/** One line of the screen: a future shipment (or, in edit mode, an existing one: uuid + shipmentCode). */
export type LineDraft = Omit<DispatchLine, 'orders' | 'stopList'> & {
  /** Client-side key; equals uuid for an existing shipment. */
  key: string;
  shipmentCode?: string | null;
  stopList: DispatchStop[];
  orders: PoolRow[];
};

/** The line query parameters chosen at the top of the screen, sent with every line. */
export type LineQuery = {
  vehicleMainModelId?: string | null;
  routeDetailId?: string | null;
  routeDetailName?: string | null;
  transType: string;
};

/** One line of POST /order/waybill/handmadeSubmit (dispatch contract). */
export type SubmitLine = HandmadeSubmitLine & {
  transType: string | null;
  routeDetailName: string | null;
};

/** A line as GET /shipment/shipment/adjust answers it (edit mode). */
export type AdjustLine = {
  uuid: string;
  shipmentCode?: string | null;
  vehicleMainModelId?: string | null;
  routeDetailId?: string | null;
  routeDetailName?: string | null;
  transType?: string | null;
  stopList: DispatchStop[];
  orders: PoolRow[];
};

/** A row of the insert-order dialog (GET /order/waybill/selectPoolCandidates). */
export type CandidateRow = {
  uuid: string;
  code: string;
  refDispatchName?: string | null;
  refNo?: string | null;
  clientName?: string | null;
  orderCode?: string | null;
  status?: string | null;
  orderType?: string | null;
  srcStationName?: string | null;
  destStationName?: string | null;
  isSplit?: string | null;
  srcAddress?: string | null;
  destAddress?: string | null;
  etd?: string | null;
  eta?: string | null;
  transType?: string | null;
  transMode?: string | null;
  atd?: string | null;
  ata?: string | null;
  auditTime?: string | null;
  createTime?: string | null;
  updateTime?: string | null;
};

/** A vehicle model option (GET /system/transmeansModel/searchSelect). */
export type ModelOption = {
  uuid: string;
  code: string;
  name: string;
  temperatureLayers: string[];
  thermosphereName?: string;
  ratedLoadKg?: string;
  ratedVolumeM3?: string;
  /** Per-layer limits of a multi-compartment body, checked by the cold-chain rule like the whole body's. */
  compartments?: ModelCompartment[] | null;
};

export type RouteDetailOption = { id: number; routeName: string };

/** A goods line in the split dialog (waybillLineList; list 2 lines keep the original line's uuid). */
export type SplitLineRow = {
  uuid: string;
  lineNo?: number;
  temperature?: string | null;
  itemType?: string | null;
  itemCode?: string | null;
  itemName?: string | null;
  itemTransClassification?: string | null;
  matType?: string | null;
  mainLineId?: string | null;
  quantity: string;
  weight: string;
  volume: string;
  cases?: string;
  pallets?: string;
  containerQuantity?: string;
};

/** A waybill of the split dialog (split fetch). */
export type SplitWaybill = PoolRow & {
  totalQuantity: string;
  totalWeight: string;
  totalVolume: string;
  waybillLineList: SplitLineRow[];
  canSplit: { ok: boolean; msg: string };
  canSplitQuantity: { ok: boolean; msg: string };
};
