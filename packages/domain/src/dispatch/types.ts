import type { ModelCompartment } from '../base/fleet';
import type { DecimalInput } from '../base/item';
import type { StationExTimeWindow, StationLoadRule, StationTimeWindow } from '../base/station';
import type { DispatchMessageKey } from '../messages/dispatch';

/**
 * Shapes of the dispatch core, with the spec's field names and the handmadeSubmit payload's, shared
 * by the server (which loads orders and stations by id and never trusts the client's copy) and the line
 * adjustment screen. Times are station-local 'YYYY-MM-DD HH:mm:ss' strings (seconds optional).
 */

export type YesNo = 'Y' | 'N';

/** Stop type: pick-up, delivery, or both (the screen's P, D, P&D tags). */
export const STOP_TYPES = ['P', 'D', 'P&D'] as const;
export type StopType = (typeof STOP_TYPES)[number];

/** DispatchTotals of one temperature zone (tempVoLists entry); figures are exact decimals. */
export type TempTotalsInput = {
  tempCode: string;
  cases?: DecimalInput;
  weight?: DecimalInput;
  volume?: DecimalInput;
  pallets?: DecimalInput;
  quantity?: DecimalInput;
  containerQuantity?: DecimalInput;
};

/** A waybill on a line or in the pool (an "order pool / line order" row). */
export type DispatchOrder = {
  uuid: string;
  code?: string | null;
  /** The waybill it was split from: waybills of one parent may not share a dispatch order. */
  parentId?: string | null;
  /** Pick-up station. */
  shipFromId: string;
  /** Delivery station. */
  shipToId: string;
  etd?: string | null;
  eta?: string | null;
  /** Latest acceptable arrival at the delivery station; a stop's ETA may not exceed it. */
  requiredDeliveryTime?: string | null;
  totalWeight?: DecimalInput;
  totalVolume?: DecimalInput;
  totalPallets?: DecimalInput;
  /** DispatchTotals per temperature zone; their tempCodes are the layers the vehicle must carry. */
  tempVoLists?: readonly TempTotalsInput[] | null;
};

/** One stop of a line; stationType is derived from the line's orders. */
export type DispatchStop = {
  stationId: string;
  stationName?: string | null;
  stationCode?: string | null;
  stationType?: StopType | null;
  sequence?: number | null;
  eta?: string | null;
  etd?: string | null;
  isBckWare?: YesNo | null;
  backWareEta?: string | null;
  backWareEtd?: string | null;
  transMode?: string | null;
  billingMethod?: string | null;
  handoverMethod?: string | null;
  allocationFactor?: DecimalInput;
  etaIsOutTimewindow?: YesNo | null;
  etdIsOutTimewindow?: YesNo | null;
  /** Y: the stop is a shipment-order stop (stop-rules.ts isShipmentOrderStop); unset takes the default. */
  isShipmentOrder?: YesNo | null;
  /** The dispatcher's free note for the stop (at most STOP_INFO_MAX characters). */
  stopInfo?: string | null;
  timeWindows?: readonly StationTimeWindow[] | null;
  exTimeWindows?: readonly StationExTimeWindow[] | null;
  /** The station's load-efficiency rules (service time). */
  loadRules?: readonly StationLoadRule[] | null;
  /** The station's position (degrees), for the drive time between stops. */
  latitude?: DecimalInput;
  longitude?: DecimalInput;
  /** ETA and ETD set by the dispatcher: time planning leaves them as they are (line-times.ts). */
  pinned?: boolean | null;
  /** The return-trip times set by the dispatcher: time planning leaves them as they are. */
  pinnedBack?: boolean | null;
};

/** One line of the screen = one future shipment. `orders` are its waybills (waybillIdList). */
export type DispatchLine = {
  uuid?: string | null;
  vehicleMainModelId?: string | null;
  routeDetailId?: string | null;
  routeDetailName?: string | null;
  transType?: string | null;
  stopList: readonly DispatchStop[];
  orders: readonly DispatchOrder[];
};

/** What the cold-chain check needs of a vehicle model (base-fleet field names). */
export type DispatchVehicleModel = {
  uuid: string;
  name?: string | null;
  temperatureLayers: readonly string[];
  ratedLoadKg?: DecimalInput;
  ratedVolumeM3?: DecimalInput;
  /**
   * Per-layer limits of a multi-compartment body (base_vehicle_model.compartments): the goods of a layer on
   * board must also fit its compartment's figures; a layer without one, or a figure left null, is limited
   * only by the whole body's.
   */
  compartments?: ModelCompartment[] | null;
};

/** A stop of the handmadeSubmit payload (the shipment submission). */
export type HandmadeSubmitStop = {
  stationId: string;
  isBckWare: YesNo;
  backWareEta: string | null;
  backWareEtd: string | null;
  sequence: number;
  eta: string | null;
  etd: string | null;
  type: StopType;
  transMode: string | null;
  billingMethod: string | null;
  handoverMethod: string | null;
  allocationFactor: string | null;
  isShipmentOrder: YesNo;
  stopInfo: string | null;
};

/** One line of the handmadeSubmit payload; the line's query parameters travel beside it. */
export type HandmadeSubmitLine = {
  uuid: string | null;
  takeFirstStationId: string | null;
  downFirstStationId: string | null;
  downLastStationId: string | null;
  etd: string | null;
  eta: string | null;
  waybillIdList: string[];
  stopList: HandmadeSubmitStop[];
  vehicleMainModelId: string | null;
  routeDetailId: string | null;
};

/**
 * The one shape every dispatch rule and state machine answers in: allowed (`ok: true`, with what the rule
 * yields beside it: the status an action leads to, the checked lines, the moved stops), or refused with a
 * message key (of messages/dispatch.ts unless the rule says which catalog) and its parameters. A refusal
 * the user may lift by confirming (a stop out of its window) says so with `confirm: true`; asked again
 * with the answer, the rule decides for good. One shape, so the server turns any refusal into its error
 * and the screen into its notice the same way.
 */
export type Refusal<K extends string = DispatchMessageKey> = {
  ok: false;
  key: K;
  params?: Record<string, unknown>;
  confirm?: true;
};
export type Verdict<T extends object = object, K extends string = DispatchMessageKey> =
  | ({ ok: true } & T)
  | Refusal<K>;

/** A station's display name in messages: name, else code, else id. */
export function stationLabel(stop: Pick<DispatchStop, 'stationId' | 'stationName' | 'stationCode'>): string {
  return stop.stationName || stop.stationCode || stop.stationId;
}
