import { and, asc, eq, inArray, like } from 'drizzle-orm';
import {
  carriers,
  drivers,
  routeGroupDetails,
  routeGroupStops,
  routeGroups,
  routes,
  stations,
  vehicleModels,
  vehicles,
  zones,
} from '../db/schema';
import type { Tx } from '../platform/db';

/**
 * Demo standard routes and fixed route groups, per dispatch center:
 * - standard routes R-<center>-01..06 from the hub zone Z-<center>-01 out to the other zones (and one
 *   back), with mileage, cost and prescription hours;
 * - route groups RG-<center>-01 (morning shift, Monday to Saturday), -02 (night shift, every day) and
 *   -03 (weekend day shift, left invalid), each with details (delivery batches) whose stops start at
 *   the hub H-<center>-01 and visit stores S-<center>-nnn.
 *
 * Other areas' records are looked up by code (seed/base.ts). This seed runs last, but it must also run
 * while those areas have not seeded yet: a zone that does not exist leaves the route's zone empty; a
 * station that does not exist is left out of the stop list (a detail may then have no stops at all);
 * a carrier, model, driver or vehicle that does not exist leaves that field empty. Groups, routes and
 * details are always created.
 */
type CenterSeed = {
  key: 'SH' | 'GZ' | 'HK';
  uuid: string;
  city: string;
  hub: string;
  /** Names for Z-<key>-01..06 in route names when the zones are not seeded (their own names win). */
  districts: string[];
};

const CENTERS: CenterSeed[] = [
  {
    key: 'SH',
    uuid: 'dc-sh',
    city: '上海',
    hub: '上海嘉定冷链枢纽',
    districts: ['嘉定', '闵行', '浦东', '松江', '宝山', '青浦'],
  },
  {
    key: 'GZ',
    uuid: 'dc-gz',
    city: '广州',
    hub: '广州白云冷链枢纽',
    districts: ['白云', '天河', '番禺', '黄埔', '海珠', '花都'],
  },
  {
    key: 'HK',
    uuid: 'dc-hk',
    city: '香港',
    hub: '葵涌冷鏈樞紐',
    districts: ['葵涌', '觀塘', '沙田', '荃灣', '元朗', '九龍城'],
  },
];

/** [origin zone no, destination zone no, transport type, km, hours]; cost is 6.80 per km. */
const ROUTES: [number, number, string, string, string][] = [
  [1, 2, '3', '28.50', '1.50'],
  [1, 3, '3', '46.80', '2.00'],
  [1, 4, '3', '39.20', '1.75'],
  [1, 5, '3', '24.60', '1.25'],
  [1, 6, '2', '33.40', '1.50'],
  [3, 1, '4', '46.80', '2.50'],
];

type GroupSeed = {
  no: number;
  name: string;
  shift: 'M' | 'D' | 'N';
  weekdays: number[];
  valid: 'Y' | 'N';
  /** Per batch: standard route no, load time, departure time, store numbers. */
  batches: { route: number; load: string; departure: string; stores: number[] }[];
};

const GROUPS: GroupSeed[] = [
  {
    no: 1,
    name: '早班门店配送',
    shift: 'M',
    weekdays: [1, 2, 3, 4, 5, 6],
    valid: 'Y',
    batches: [
      { route: 1, load: '04:30', departure: '05:00', stores: [1, 2, 3, 4] },
      { route: 2, load: '05:00', departure: '05:30', stores: [5, 6, 7] },
      { route: 3, load: '05:30', departure: '06:00', stores: [8, 9, 10, 11] },
    ],
  },
  {
    no: 2,
    name: '夜班门店补货',
    shift: 'N',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    valid: 'Y',
    batches: [
      { route: 4, load: '20:00', departure: '20:40', stores: [12, 13, 14] },
      { route: 5, load: '20:30', departure: '21:10', stores: [15, 16, 17, 18] },
    ],
  },
  {
    no: 3,
    name: '周末日班加送',
    shift: 'D',
    weekdays: [6, 7],
    valid: 'N',
    batches: [{ route: 1, load: '09:00', departure: '09:30', stores: [2, 19, 20] }],
  },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;

const storeCodes = (center: CenterSeed) =>
  GROUPS.flatMap((g) => g.batches.flatMap((b) => b.stores)).map((n) => `S-${center.key}-${pad(n, 3)}`);

export async function seedBaseRoutes(tx: Tx): Promise<void> {
  const uuidByCode = async (table: typeof zones | typeof stations, codes: string[]) => {
    const rows = await tx
      .select({ uuid: table.uuid, code: table.code, name: table.name })
      .from(table)
      .where(and(inArray(table.code, codes), eq(table.delFlag, '0')));
    return new Map(rows.map((r) => [r.code, r]));
  };
  const fleet = await fleetOf(tx);

  let detailNo = 0;
  for (const center of CENTERS) {
    const zoneIds = await uuidByCode(
      zones,
      center.districts.map((_, i) => `Z-${center.key}-${pad(i + 1, 2)}`),
    );
    const zoneOf = (no: number) => zoneIds.get(`Z-${center.key}-${pad(no, 2)}`)?.uuid ?? null;
    const placeOf = (no: number) =>
      zoneIds.get(`Z-${center.key}-${pad(no, 2)}`)?.name.replace(center.city, '') ?? center.districts[no - 1];
    const routeRows = ROUTES.map(([from, to, transType, km, hours], i) => ({
      uuid: `route-${center.key.toLowerCase()}-${pad(i + 1, 2)}`,
      code: `R-${center.key}-${pad(i + 1, 2)}`,
      name: `${placeOf(from)}→${placeOf(to)} 冷链${transType === '4' ? '干线' : '城配'}`,
      dispatchCenterId: center.uuid,
      originZoneId: zoneOf(from),
      destZoneId: zoneOf(to),
      transType,
      stowageMode: transType === '2' ? '3' : '2',
      transportGroup: `${center.key}-${from === 1 ? '出库' : '回仓'}组`,
      mileageKm: km,
      cost: (Math.round(Number(km) * 680) / 100).toFixed(2),
      prescriptionHours: hours,
      createBy: 'seed',
    }));
    await tx.insert(routes).values(routeRows);

    const stationIds = await uuidByCode(stations, [`H-${center.key}-01`, ...storeCodes(center)]);
    const hubName = stationIds.get(`H-${center.key}-01`)?.name ?? center.hub;
    const groupRows = await tx
      .insert(routeGroups)
      .values(
        GROUPS.map((g) => ({
          code: `RG-${center.key}-${pad(g.no, 2)}`,
          name: `${center.city}${g.name}`,
          dispatchCenterId: center.uuid,
          description: `${hubName}出发，${g.weekdays.length === 7 ? '每日' : '按星期'}运行`,
          weekdays: g.weekdays,
          shift: g.shift,
          validFlag: g.valid,
          createBy: 'seed',
        })),
      )
      .returning({ id: routeGroups.id, code: routeGroups.code });

    for (const [gi, group] of GROUPS.entries()) {
      const groupId = (groupRows[gi] as { id: number }).id;
      const details = group.batches.map((batch, bi) => {
        detailNo += 1;
        const crew = fleet.crewFor(detailNo);
        return {
          routeGroupId: groupId,
          routeId: (routeRows[batch.route - 1] as { uuid: string }).uuid,
          loadTime: batch.load,
          departureTime: batch.departure,
          deliveryBatch: String(bi + 1),
          ...crew,
          createBy: 'seed',
        };
      });
      const created = await tx
        .insert(routeGroupDetails)
        .values(details)
        .returning({ id: routeGroupDetails.id });
      const stops = group.batches.flatMap((batch, bi) => {
        const detailId = (created[bi] as { id: number }).id;
        // The hub first (loading until departure), then the stores 25 minutes' drive apart, 10 minutes at each
        // (the night shift stays before midnight: a fixed route's times do not cross it).
        const planned = [
          { code: `H-${center.key}-01`, arrival: batch.load, leave: batch.departure },
          ...batch.stores.map((n, si) => {
            const arrival = toMinutes(batch.departure) + 25 * (si + 1) + 10 * si;
            return {
              code: `S-${center.key}-${pad(n, 3)}`,
              arrival: toTime(arrival),
              leave: toTime(arrival + 10),
            };
          }),
        ];
        return planned
          .filter((p) => stationIds.has(p.code))
          .map((p, si) => ({
            detailId,
            sequence: si + 1,
            stationId: (stationIds.get(p.code) as { uuid: string }).uuid,
            arrivalTime: p.arrival,
            leaveTime: p.leave,
          }));
      });
      if (stops.length) await tx.insert(routeGroupStops).values(stops);
    }
  }
}

/** Carriers CR01-CR08 with their models, drivers and vehicles, when the fleet seed has run. */
async function fleetOf(tx: Tx) {
  const carrierRows = await tx
    .select({ uuid: carriers.uuid })
    .from(carriers)
    .where(and(like(carriers.code, 'CR0%'), eq(carriers.delFlag, '0')))
    .orderBy(asc(carriers.code));
  const driverRows = await tx
    .select({ uuid: drivers.uuid, carrierId: drivers.carrierId })
    .from(drivers)
    .where(eq(drivers.delFlag, '0'))
    .orderBy(asc(drivers.code));
  const vehicleRows = await tx
    .select({ uuid: vehicles.uuid, carrierId: vehicles.carrierId, modelId: vehicles.vehicleModelId })
    .from(vehicles)
    .where(eq(vehicles.delFlag, '0'))
    .orderBy(asc(vehicles.code));
  const modelRows = await tx
    .select({ uuid: vehicleModels.uuid })
    .from(vehicleModels)
    .where(and(like(vehicleModels.code, 'VM%'), eq(vehicleModels.delFlag, '0')))
    .orderBy(asc(vehicleModels.code));
  return {
    /** The n-th detail's carrier (round robin), its first drivers and a vehicle of its own. */
    crewFor(n: number) {
      const carrier = carrierRows.length ? carrierRows[n % carrierRows.length] : undefined;
      const own = driverRows.filter((d) => d.carrierId === carrier?.uuid);
      const ownVehicles = vehicleRows.filter((v) => v.carrierId === carrier?.uuid);
      const vehicle = ownVehicles.length ? ownVehicles[n % ownVehicles.length] : undefined;
      const model = modelRows.length ? modelRows[n % modelRows.length] : undefined;
      return {
        carrierId: carrier?.uuid ?? null,
        vehicleModelId: vehicle?.modelId ?? model?.uuid ?? null,
        mainDriverId: own.length ? (own[n % own.length] as { uuid: string }).uuid : null,
        secondDriverId: own.length > 1 ? (own[(n + 1) % own.length] as { uuid: string }).uuid : null,
        vehicleId: vehicle?.uuid ?? null,
      };
    },
  };
}
