import { alias } from 'drizzle-orm/pg-core';
import { clients, stations, waybills } from '../../../db/schema';

/** The two ends of a waybill, joined by shipFromId (src) and shipToId (dest). */
export const src = alias(stations, 'src');
export const dest = alias(stations, 'dest');

/**
 * The columns of the "order pool / line order" row (needs src, dest and clients
 * joined): the order pool and a shipment's orders select these; the waybill list adds its own.
 */
export const poolRowColumns = {
  uuid: waybills.uuid,
  code: waybills.code,
  parentId: waybills.parentId,
  refNo: waybills.refNo,
  clientId: waybills.clientId,
  clientName: clients.name,
  dispatchCenterId: waybills.dispatchCenterId,
  shipFromId: waybills.shipFromId,
  shipToId: waybills.shipToId,
  srcStationCode: src.code,
  srcStationName: src.name,
  destStationCode: dest.code,
  destStationName: dest.name,
  srcCity: src.city,
  destCity: dest.city,
  etd: waybills.etd,
  eta: waybills.eta,
  requiredDeliveryTime: waybills.requiredDeliveryTime,
  totalWeight: waybills.totalWeight,
  totalVolume: waybills.totalVolume,
  totalPallets: waybills.totalPallets,
  totalCases: waybills.totalCases,
  totalQuantity: waybills.totalQuantity,
  vehicleMainModelId: waybills.vehicleMainModelId,
  transType: waybills.transType,
  routeDetailId: waybills.routeDetailId,
  routeDetailName: waybills.routeDetailName,
  isSplit: waybills.isSplit,
  splittable: waybills.splittable,
  byContainer: waybills.byContainer,
  source: waybills.source,
  orderType: waybills.orderType,
  status: waybills.status,
  shipmentId: waybills.shipmentId,
  heldByName: waybills.heldByName,
};
