import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  alertRules,
  shipmentStops,
  shipments,
  stations,
  vehicleModels,
  vehicles,
  waybillLines,
  waybills,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { IngestedReading } from './evaluate-ingested';

/**
 * Factories for the evaluation tests: a shipment in transit on a vehicle of its own, with a warehouse
 * and a store a few kilometres apart in Shanghai, and the rules of every type. Times are minutes after
 * T0; the center (dc-sh) reads wall clocks in Asia/Shanghai (UTC+8).
 */
export const T0 = Date.UTC(2030, 0, 2, 2, 0, 0);
export const at = (m: number) => T0 + m * 60_000;
/** T0 + m minutes as the center's wall clock. */
export const wall = (m: number) =>
  new Date(at(m) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export const WAREHOUSE = { lat: 31.2, lon: 121.4 };
export const STORE = { lat: 31.25, lon: 121.5 };
/** On the leg from the warehouse to the store, outside both fences. */
export const ROAD = { lat: 31.225, lon: 121.45 };

type RuleValues = Partial<typeof alertRules.$inferInsert> & { type: string };

/** Every present rule disabled, then these created for every center. */
export async function useRules(db: DbOrTx, rules: RuleValues[]): Promise<void> {
  await db.update(alertRules).set({ status: 'disabled', updateTime: new Date() });
  for (const rule of rules) {
    await db.insert(alertRules).values({
      uuid: randomUUID(),
      code: `T-${rule.type}-${randomUUID().slice(0, 8)}`,
      name: rule.type,
      status: 'enabled',
      dispatchCenterId: null,
      createBy: 'test',
      ...rule,
    });
  }
}

export const TEST_RULES: RuleValues[] = [
  {
    type: 'temp',
    zones: [
      { way: 1, min: -2, max: 8 },
      { way: 2, min: -2, max: 8 },
    ],
    stationType: '1',
    scenario: 'test',
    overTempMinutesWarehouse: 15,
    overTempMinutesRoute: 10,
    doorGraceMinutes: 5,
    levelSlight: '0',
    levelModerate: '2',
    levelSerious: '5',
    informDriver: 'Y',
  },
  { type: 'speed', speedLimitKmh: 90, overspeedMinutes: 2, levelSlight: '0', levelSerious: '30' },
  { type: 'stop', parkingMinutes: 30 },
  { type: 'door', doorOpenMinutes: 3 },
  { type: 'gpsLoss', gpsLossMinutes: 20 },
  { type: 'defer', delayMinutes: 15 },
  { type: 'arriveLeave' },
  { type: 'tired', fatigueDrivingMinutes: 240 },
  { type: 'geo', fenceDistanceM: 3000 },
];

export type Trip = { shipmentId: string; vehicleId: string; deviceNo: string; stopIds: number[] };

/**
 * A shipment in transit from the warehouse to a store, on a two-compartment vehicle (frozen, chilled)
 * loaded with the given layers; the store's planned arrival is `storeEta` (a wall clock).
 */
export async function makeTrip(
  db: DbOrTx,
  options: { loaded?: string[]; layers?: string[]; storeEta?: string; departed?: string } = {},
): Promise<Trip> {
  const tag = randomUUID().slice(0, 8);
  const warehouseId = `st-w-${tag}`;
  const storeId = `st-s-${tag}`;
  await db.insert(stations).values([
    {
      uuid: warehouseId,
      code: `W${tag}`,
      name: `Warehouse ${tag}`,
      type: '2',
      dispatchCenterId: 'dc-sh',
      latitude: String(WAREHOUSE.lat),
      longitude: String(WAREHOUSE.lon),
      fenceDistance: 500,
    },
    {
      uuid: storeId,
      code: `S${tag}`,
      name: `Store ${tag}`,
      type: '1',
      dispatchCenterId: 'dc-sh',
      latitude: String(STORE.lat),
      longitude: String(STORE.lon),
      fenceDistance: 300,
    },
  ] as (typeof stations.$inferInsert)[]);
  const modelId = `vm-${tag}`;
  await db.insert(vehicleModels).values({
    uuid: modelId,
    code: `VM${tag}`,
    name: `Model ${tag}`,
    temperatureLayers: options.layers ?? ['FROZEN', 'CHILLED'],
    ratedLoadKg: '5000',
    ratedVolumeM3: '30',
  });
  const vehicleId = `ve-${tag}`;
  const deviceNo = `DEV${tag}`;
  await db.insert(vehicles).values({
    uuid: vehicleId,
    carrierId: 'cr01',
    vehicleModelId: modelId,
    code: `V${tag}`,
    plateNumber: `沪T${tag}`,
    deviceNumber: deviceNo,
  });
  const shipmentId = `sh-${tag}`;
  await db.insert(shipments).values({
    uuid: shipmentId,
    shipmentCode: `SHT${tag}`,
    status: 'T',
    dispatchCenterId: 'dc-sh',
    carrierId: 'cr01',
    vehicleId,
    frontPlate: `沪T${tag}`,
    mainDriverName: 'Driver Li',
    mainDriverMobile: '13800000001',
    atd: options.departed ?? wall(-30),
  });
  const stops = await db
    .insert(shipmentStops)
    .values([
      {
        shipmentId,
        stationId: warehouseId,
        sequence: 1,
        type: 'P',
        eta: wall(-40),
        ata: wall(-40),
        atd: options.departed ?? wall(-30),
      },
      { shipmentId, stationId: storeId, sequence: 2, type: 'D', eta: options.storeEta ?? wall(120) },
    ])
    .returning({ id: shipmentStops.id });
  const waybillId = `wb-${tag}`;
  await db.insert(waybills).values({
    uuid: waybillId,
    code: `WBT${tag}`,
    shipFromId: warehouseId,
    shipToId: storeId,
    shipmentId,
    status: 'T',
    dispatchCenterId: 'dc-sh',
  });
  await db.insert(waybillLines).values(
    (options.loaded ?? ['FROZEN', 'CHILLED']).map((layer, i) => ({
      uuid: randomUUID(),
      waybillId,
      lineNo: i + 1,
      temperature: layer,
    })),
  );
  return { shipmentId, vehicleId, deviceNo, stopIds: stops.map((s) => s.id) };
}

/** A reading of the trip's vehicle at minute m: on the road at 60 km/h, door shut, unless told otherwise. */
export function readingOf(trip: Trip, m: number, over: Partial<IngestedReading> = {}): IngestedReading {
  return {
    vehicleId: trip.vehicleId,
    deviceNumber: trip.deviceNo,
    time: at(m),
    lat: ROAD.lat,
    lon: ROAD.lon,
    speedKmh: 60,
    doorOpen: false,
    temperatures: [-20, 3, null, null],
    ...over,
  };
}

export async function finishShipment(db: DbOrTx, shipmentId: string): Promise<void> {
  await db.update(shipments).set({ status: 'F' }).where(eq(shipments.uuid, shipmentId));
}
