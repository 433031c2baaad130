/** A stop of a shipment as GET /shipment/shipment/selectPage answers it. */
export type ShipmentStop = {
  id: number;
  sequence: number;
  stationId: string;
  stationCode: string | null;
  stationName: string | null;
  stationType: string;
  eta: string | null;
  etd: string | null;
  isBckWare: string;
  backWareEta: string | null;
  backWareEtd: string | null;
  etaIsOutTimewindow: string;
  etdIsOutTimewindow: string;
  ata?: string | null;
  atd?: string | null;
  arriveInFence?: string;
  departInFence?: string;
  longitude?: string | null;
  latitude?: string | null;
  handoverTempIn?: string | null;
  handoverTempOut?: string | null;
  cargoVolume?: string | null;
  /** Y: a shipment-order stop (gets its own dispatch note). */
  isShipmentOrder?: 'Y' | 'N';
  stopInfo?: string | null;
};

/** A shipment (dispatch order) row with its stops and waybill codes. */
export type Shipment = {
  uuid: string;
  shipmentCode: string;
  status: string;
  transType: string;
  routeDetailName: string | null;
  vehicleMainModelId: string | null;
  vehicleMainModelName: string | null;
  stationNum: number;
  etd: string | null;
  eta: string | null;
  totalWeight: string;
  totalVolume: string;
  totalPallets: string;
  createBy: string | null;
  /** Who made it, by nick name. */
  createByName: string | null;
  createTime: string;
  waybillCount: number;
  waybillCodes: string[];
  stopList: ShipmentStop[];
} & ShipmentLifecycleFields;

type Text = string | null;

/** The section-3 fields the lifecycle adds (carrier, vehicle, drivers, actual times, counts, flags, ...). */
export type ShipmentLifecycleFields = {
  refCode: Text;
  transMode: Text;
  carrierId: Text;
  carrierName: Text;
  realCarrierId: Text;
  realCarrierName: Text;
  vehicleId: Text;
  actualModelId: Text;
  actualModelName: Text;
  frontModelName: Text;
  mainDriverName: Text;
  mainDriverMobile: Text;
  coDriverName: Text;
  coDriverMobile: Text;
  frontPlate: Text;
  rearPlate: Text;
  rearModel: Text;
  atd: Text;
  ata: Text;
  fixedRouteName: Text;
  wireNo: Text;
  marketArea: Text;
  containerNo: Text;
  sealNo: Text;
  trailerNo: Text;
  wagonNo: Text;
  shiftNo: Text;
  ferryNo: Text;
  originLocation: Text;
  finalLocation: Text;
  isReceive: string;
  returnReasons: Text;
  rejectReasons: Text;
  volumeRate: Text;
  loadedWeight: Text;
  loadedVolume: Text;
  loadedQuantity: Text;
  loadedCases: Text;
  loadedPallets: Text;
  loadedOther: Text;
  alertTempCount: number;
  alertDelayCount: number;
  alertGeoCount: number;
  alertStopCount: number;
  alertSpeedCount: number;
  printCount: number;
  lineType: Text;
  sendType: Text;
  trackNumStatus: Text;
  trackNumRemark: Text;
  expectedMileage: Text;
  actualMileage: Text;
  expectedHours: Text;
  actualHours: Text;
  mergeCode: Text;
  isTracking: string;
  isGps: string;
  isRetracement: string;
  isCharge: string;
  sciLineResult: Text;
  driverSafeSignStatus: Text;
  precoolTemp: Text;
  outboundKm: Text;
  returnKm: Text;
  fridgeHours: Text;
  checkAbnormalCount: number;
  checkAbnormalReasons: Text;
  additMinutes: number;
  descriptionRecord: Text;
  remark: Text;
  totalQuantity: string;
  totalCases: string;
};

/** A row of GET /shipment/shipment/log/{uuid}. */
export type ShipmentLogRow = {
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
