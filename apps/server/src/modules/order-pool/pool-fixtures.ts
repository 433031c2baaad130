import { isMessageKey, serverMessages } from '@tms/domain';
import { eq } from 'drizzle-orm';
import {
  dataGroupClients,
  stationMutexes,
  stations,
  stationTimeWindows,
  vehicleModels,
  waybillLines,
  waybills,
} from '../../db/schema';
import type { Db } from '../../platform/db';

/**
 * Small factories for the order pool and shipment route tests: their own stations, models and waybills
 * in the Shanghai center (dc-sh), for a client of the DG-SH data group the demo dispatchers hold.
 */
export const CENTER = 'dc-sh';
export const DAY = '2030-06-03'; // a Monday
export const at = (hhmm: string, day = DAY) => `${day} ${hhmm}:00`;

export async function shClient(db: Db): Promise<string> {
  const [row] = await db
    .select({ clientId: dataGroupClients.clientId })
    .from(dataGroupClients)
    .where(eq(dataGroupClients.dataGroupId, 'dg-sh'))
    .limit(1);
  if (!row) throw new Error('no DG-SH client in the seed');
  return row.clientId;
}

const allWeek = (stationId: string, startTime = '00:00', endTime = '23:59') =>
  [1, 2, 3, 4, 5, 6, 7].map((weekdayCode) => ({ stationId, weekdayCode, startTime, endTime }));

/** Stations `${prefix}-P1` (warehouse), -D1..-D4 (stores; D3 and D4 mutually exclusive), -NW (08:00-09:00). */
export async function insertStations(db: Db, prefix: string, clientId: string) {
  const id = (s: string) => `${prefix}-${s}`;
  const names = ['P1', 'P2', 'D1', 'D2', 'D3', 'D4', 'NW'];
  await db.insert(stations).values(
    names.map((s) => ({
      uuid: id(s),
      code: `${prefix}${s}`.toUpperCase(),
      name: `${prefix} ${s}`,
      clientId,
      dispatchCenterId: CENTER,
      type: s.startsWith('P') ? '2' : '1',
      city: '上海市',
      address: `上海市徐汇区测试路${s}号门牌`,
      createBy: 'test',
    })),
  );
  await db
    .insert(stationTimeWindows)
    .values([
      ...names.filter((s) => s !== 'NW').flatMap((s) => allWeek(id(s))),
      ...allWeek(id('NW'), '08:00', '09:00'),
    ]);
  const [a, b] = [id('D3'), id('D4')].sort() as [string, string];
  await db.insert(stationMutexes).values({ stationId: a, otherStationId: b, createBy: 'test' });
  return {
    P1: id('P1'),
    P2: id('P2'),
    D1: id('D1'),
    D2: id('D2'),
    D3: id('D3'),
    D4: id('D4'),
    NW: id('NW'),
  };
}

/** Models `${prefix}-COLD` (frozen + chilled, 10 t, 50 m3), -AMB (ambient only), -SMALL (cold, 100 kg). */
export async function insertModels(db: Db, prefix: string) {
  const model = (s: string, layers: string[], kg: string, m3: string) => ({
    uuid: `${prefix}-${s}`,
    code: `${prefix}${s}`.toUpperCase(),
    name: `${prefix} ${s}`,
    temperatureLayers: layers,
    ratedLoadKg: kg,
    ratedVolumeM3: m3,
    createBy: 'test',
  });
  await db
    .insert(vehicleModels)
    .values([
      model('COLD', ['FROZEN', 'CHILLED'], '10000', '50'),
      model('AMB', ['AMBIENT'], '10000', '50'),
      model('SMALL', ['FROZEN', 'CHILLED'], '100', '50'),
    ]);
  return { COLD: `${prefix}-COLD`, AMB: `${prefix}-AMB`, SMALL: `${prefix}-SMALL` };
}

/** An audited waybill with one goods line of `temperature`, weighing `weight` kg. */
export async function insertWaybill(
  db: Db,
  code: string,
  from: string,
  to: string,
  over: Partial<typeof waybills.$inferInsert> & { clientId: string; temperature?: string; weight?: string },
): Promise<string> {
  const { temperature = 'FROZEN', weight = '100', ...rest } = over;
  const uuid = `wb-${code.toLowerCase()}`;
  await db.insert(waybills).values({
    uuid,
    code,
    shipFromId: from,
    shipToId: to,
    dispatchCenterId: CENTER,
    status: 'E',
    totalWeight: weight,
    totalVolume: '1',
    totalPallets: '1',
    totalCases: '10',
    totalQuantity: '10',
    etd: at('06:00'),
    eta: at('12:00'),
    createBy: 'test',
    ...rest,
  });
  await db.insert(waybillLines).values({
    uuid: `${uuid}-1`,
    waybillId: uuid,
    lineNo: 1,
    temperature,
    quantity: '10',
    cases: '10',
    weight,
    volume: '1',
    pallets: '1',
    createBy: 'test',
  });
  return uuid;
}

type StopInput = { stationId: string; eta: string; etd: string; backWareEta?: string; backWareEtd?: string };

/** One submit line: stops in order (the first gets return-trip times, as isBckWare is Y there). */
export function line(
  waybillIdList: string[],
  stops: StopInput[],
  vehicleMainModelId: string | null,
  uuid?: string,
) {
  return {
    uuid: uuid ?? null,
    waybillIdList,
    vehicleMainModelId,
    routeDetailId: null,
    routeDetailName: null,
    transType: '3',
    stopList: stops.map((s, i) => ({
      stationId: s.stationId,
      sequence: i + 1,
      eta: s.eta,
      etd: s.etd,
      isBckWare: i === 0 ? 'Y' : 'N',
      backWareEta: s.backWareEta ?? (i === 0 ? at('20:00') : null),
      backWareEtd: s.backWareEtd ?? (i === 0 ? at('20:30') : null),
    })),
  };
}

/** The en-US text of a message key as a pattern (placeholders match anything). */
export function messageOf(key: string): RegExp {
  const text = isMessageKey(key) ? serverMessages[key]['en-US'] : undefined;
  if (!text) throw new Error(`unknown message key ${key}`);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*');
  return new RegExp(`^${escaped}$`);
}
