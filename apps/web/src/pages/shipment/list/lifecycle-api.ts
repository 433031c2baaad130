import type { VehicleCheck } from '@tms/contract';
import { get, post } from '../../../core/request';
import type { ShipmentLogRow } from './types';

/** The lifecycle calls of /shipment/shipment (docs/api.md, "Shipment lifecycle"). */
const base = '/shipment/shipment';

export type TransitionResult = { uuid: string; shipmentCode: string; status: string }[];

/** A JSON-body action on some shipments ({ids, ...extra}). */
export const runAction = (path: string, ids: string[], extra: Record<string, unknown> = {}) =>
  post<TransitionResult>(`${base}/${path}`, { ids, ...extra });

/** /ship takes the ids as a query parameter. */
export const shipShipments = (ids: string[]) =>
  post<TransitionResult>(`${base}/ship`, undefined, { params: { ids: ids.join(',') } });

/** /finish takes ids and the actual time (factTime) as query parameters. */
export const finishShipments = (ids: string[], factTime: string) =>
  post<TransitionResult>(`${base}/finish`, undefined, { params: { ids: ids.join(','), factTime } });

/** /remove takes one uuid as a query parameter. */
export const removeShipment = (uuid: string) =>
  post<TransitionResult>(`${base}/remove`, undefined, { params: { uuid } });

export type ScheduleValues = {
  carrierId: string;
  realCarrierId?: string;
  vehicleId: string;
  mainDriverId: string;
  coDriverId?: string;
  trailerNo?: string;
};

export const scheduleShipments = (
  path: 'scheduling' | 'batchScheduling' | 'changeScheduling',
  ids: string[],
  values: ScheduleValues,
) => post<TransitionResult>(`${base}/${path}`, { ids, ...values });

/**
 * The model a shipment would run on and whether it carries the goods (every temperature layer, rated
 * load and volume); coldChain is the refusal scheduling or a change of model would answer.
 */
export type FitVerdict = {
  modelId: string | null;
  modelName: string | null;
  temperatureLayers: string[];
  ratedLoadKg: string | null;
  ratedVolumeM3: string | null;
  fits: boolean;
  coldChain: { shipmentCode: string; key: string; message: string } | null;
};

/**
 * Whether a vehicle can go for the shipments being scheduled (free in their windows, fitting their
 * goods, approved, insured, ...), every reason it cannot in the words scheduling refuses it with, and
 * its model's layers and capacity.
 */
export type VehicleVerdict = VehicleCheck;

export const vehicleNoCheck = (vehicleId: string, ids: string[]) =>
  post<VehicleVerdict>(`${base}/vehicleNoCheck`, { vehicleId, ids });

/** The cold-chain verdict of an actual model for the shipments (what shipChangeModel enforces). */
export const modelCheck = (ids: string[], actualModelId: string) =>
  post<FitVerdict>(`${base}/modelCheck`, { ids, actualModelId });

export const mergeCheck = (ids: string[]) =>
  post<{ targetId: string; targetCode: string }>(`${base}/mergeCheck`, { ids });
export const mergeShip = (ids: string[]) =>
  post<{ targetId: string; targetCode: string; merged: string[] }>(`${base}/mergeShip`, { ids });

export const etaCheck = (ids: string[]) =>
  post<{ uuid: string; shipmentCode: string; late: boolean; waybillCodes: string[] }[]>(`${base}/etaCheck`, {
    ids,
  });

export const shipmentLog = (uuid: string) => get<ShipmentLogRow[]>(`${base}/log/${uuid}`);
