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
  createTime: string;
  waybillCount: number;
  waybillCodes: string[];
  stopList: ShipmentStop[];
};
