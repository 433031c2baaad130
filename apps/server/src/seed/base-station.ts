import { and, asc, eq, like } from 'drizzle-orm';
import {
  clients,
  dataGroupClients,
  dataGroups,
  integrationSettings,
  stationExTimeWindows,
  stationLoadRules,
  stationMutexes,
  stations,
  stationTimeWindows,
  zones,
} from '../db/schema';
import type { Tx } from '../platform/db';
import { seededRandom } from '../platform/seeded-random';

/**
 * Demo stations: per dispatch center SH / GZ / HK, 34 stores (S-<c>-001..), 3 warehouses
 * (W-<c>-01..) and 3 cross-dock hubs (H-<c>-01..): 120 in all, with addresses and coordinates around the
 * center, delivery windows (stores 06:00-10:00 Monday to Saturday), a few extra windows for the
 * holidays, load-efficiency rules and mutually exclusive store pairs. Stores belong to clients
 * C001-C015 (looked up by code; without them a store has no client); hubs and warehouses have none.
 */

type City = {
  center: 'SH' | 'GZ' | 'HK';
  centerId: string;
  province: string;
  city: string;
  lat: number;
  lng: number;
  areas: string[];
  roads: string[];
  phonePrefix: string;
  storeNames: string[];
};

const CITIES: City[] = [
  {
    center: 'SH',
    centerId: 'dc-sh',
    province: '上海市',
    city: '上海市',
    lat: 31.23,
    lng: 121.47,
    areas: [
      '黄浦区',
      '徐汇区',
      '静安区',
      '长宁区',
      '普陀区',
      '虹口区',
      '杨浦区',
      '浦东新区',
      '闵行区',
      '宝山区',
    ],
    roads: [
      '南京西路',
      '淮海中路',
      '漕溪北路',
      '天山路',
      '长寿路',
      '四川北路',
      '国定路',
      '张杨路',
      '莘庄路',
      '牡丹江路',
    ],
    phonePrefix: '139',
    storeNames: [
      '人民广场店',
      '徐家汇店',
      '静安寺店',
      '中山公园店',
      '长风店',
      '虹口足球场店',
      '五角场店',
      '陆家嘴店',
      '莘庄店',
      '宝山万达店',
    ],
  },
  {
    center: 'GZ',
    centerId: 'dc-gz',
    province: '广东省',
    city: '广州市',
    lat: 23.13,
    lng: 113.26,
    areas: ['越秀区', '天河区', '海珠区', '荔湾区', '白云区', '番禺区', '黄埔区'],
    roads: ['中山五路', '天河路', '江南大道中', '上下九路', '机场路', '市桥大北路', '黄埔东路'],
    phonePrefix: '138',
    storeNames: ['北京路店', '体育西店', '江南西店', '上下九店', '白云新城店', '番禺广场店', '黄埔店'],
  },
  {
    center: 'HK',
    centerId: 'dc-hk',
    province: '香港特别行政区',
    city: '香港',
    lat: 22.32,
    lng: 114.17,
    areas: ['油尖旺区', '深水埗区', '九龙城区', '观塘区', '沙田区', '荃湾区', '东区', '湾仔区'],
    roads: ['弥敦道', '长沙湾道', '太子道西', '观塘道', '沙田正街', '沙咀道', '英皇道', '轩尼诗道'],
    phonePrefix: '9',
    storeNames: ['旺角店', '深水埗店', '九龙城店', '观塘店', '沙田店', '荃湾店', '北角店', '铜锣湾店'],
  },
];

const STORES_PER_CENTER = 34;
const TYPE = { store: '1', warehouse: '2', hub: '3' } as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedStations(tx: Tx): Promise<void> {
  const random = seededRandom(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const clientRows = await tx
    .select({ uuid: clients.uuid, code: clients.code })
    .from(clients)
    .where(and(like(clients.code, 'C0%'), eq(clients.delFlag, '0')));
  const clientByCode = new Map(clientRows.map((c) => [c.code, c.uuid]));
  // A center's stores belong to the clients of that center's data group (DG-SH, ...), so a dispatcher
  // holding the group sees every store of the center; without the groups, all clients take turns.
  const grouped = await tx
    .select({ code: dataGroups.code, clientId: dataGroupClients.clientId })
    .from(dataGroupClients)
    .innerJoin(dataGroups, eq(dataGroups.uuid, dataGroupClients.dataGroupId))
    .orderBy(asc(dataGroupClients.clientId));
  const clientsOfCenter = (center: string): string[] => {
    const own = grouped.filter((g) => g.code === `DG-${center}`).map((g) => g.clientId);
    return own.length > 0 ? own : [...clientByCode.values()];
  };
  const zoneRows = await tx
    .select({ uuid: zones.uuid, code: zones.code })
    .from(zones)
    .where(and(like(zones.code, 'Z-%'), eq(zones.delFlag, '0')));

  const stationRows: (typeof stations.$inferInsert)[] = [];
  const windows: (typeof stationTimeWindows.$inferInsert)[] = [];
  const exWindows: (typeof stationExTimeWindows.$inferInsert)[] = [];
  const rules: (typeof stationLoadRules.$inferInsert)[] = [];
  const mutexes: (typeof stationMutexes.$inferInsert)[] = [];

  CITIES.forEach((city) => {
    const centerZones = zoneRows.filter((z) => z.code.startsWith(`Z-${city.center}-`)).map((z) => z.uuid);
    const place = (spread: number) => {
      const areaIndex = Math.floor(random() * city.areas.length);
      return {
        province: city.province,
        city: city.city,
        area: city.areas[areaIndex] ?? null,
        address: `${city.areas[areaIndex]}${city.roads[areaIndex % city.roads.length]}${1 + Math.floor(random() * 988)}号`,
        latitude: (city.lat + (random() - 0.5) * spread).toFixed(6),
        longitude: (city.lng + (random() - 0.5) * spread).toFixed(6),
        zoneId: centerZones.length ? pick(centerZones) : null,
      };
    };
    const phone = () =>
      city.center === 'HK'
        ? `${city.phonePrefix}${pad(Math.floor(random() * 10_000_000), 7)}`
        : `${city.phonePrefix}${pad(Math.floor(random() * 100_000_000), 8)}`;
    const base = {
      dispatchCenterId: city.centerId,
      contactMobile: null as string | null,
      createBy: 'seed',
    };

    // Hubs and warehouses: the operator's own, no client, long receiving hours every day.
    for (const [kind, prefix, count, label] of [
      ['hub', 'H', 3, '冷链中转枢纽'],
      ['warehouse', 'W', 3, '冷链仓'],
    ] as const) {
      for (let i = 1; i <= count; i++) {
        const uuid = `st-${prefix.toLowerCase()}-${city.center.toLowerCase()}-${pad(i, 2)}`;
        stationRows.push({
          ...base,
          uuid,
          code: `${prefix}-${city.center}-${pad(i, 2)}`,
          name: `${city.city.replace('市', '')}${label}${i}号`,
          clientId: null,
          type: TYPE[kind],
          ...place(0.5),
          contactName: pick(['王建国', '李志强', '陈家豪', '黄伟明', '刘思远']),
          contactMobile: phone(),
          fenceDistance: 500,
          inCity: 'N',
          leadTimeDays: 1,
          deliveryType: '4',
          transMode: '4',
          billingMethod: '4',
          handoverMethod: '3',
          allocationFactor: '1.0000',
          fixedLoadMinutes: 20,
          fixedUnloadMinutes: 20,
          fixedHandoverMinutes: 10,
          eSignature: 'Y',
          allowLeave: 'Y',
          deliveryDigital: 'Y',
          qrHandover: 'Y',
          category1: kind === 'hub' ? '枢纽' : '仓库',
          entryGuide: '从货运通道进入，月台编号见门岗指示牌，冷冻车优先靠 1-4 号月台。',
        });
        for (let d = 1; d <= 7; d++)
          windows.push({
            stationId: uuid,
            weekdayCode: d,
            weekday: null,
            startTime: '00:00',
            endTime: '23:59',
          });
        rules.push(
          {
            stationId: uuid,
            deliverProperty: 3,
            loadEfficiency: '1.5000',
            cargoEfficiency: '1.2000',
            fixedLoadTime: 15,
            fixedCargoTime: 10,
            fixedHandTime: 15,
            createBy: 'seed',
          },
          {
            stationId: uuid,
            deliverProperty: 2,
            loadEfficiency: '0.0100',
            cargoEfficiency: '0.0080',
            fixedLoadTime: 15,
            fixedCargoTime: 10,
            fixedHandTime: 15,
            createBy: 'seed',
          },
        );
      }
    }

    // Stores: clients' outlets, morning deliveries Monday to Saturday.
    for (let i = 1; i <= STORES_PER_CENTER; i++) {
      const uuid = `st-s-${city.center.toLowerCase()}-${pad(i, 3)}`;
      const centerClients = clientsOfCenter(city.center);
      const storeName = city.storeNames[(i - 1) % city.storeNames.length] ?? '店';
      const round = Math.floor((i - 1) / city.storeNames.length);
      stationRows.push({
        ...base,
        uuid,
        code: `S-${city.center}-${pad(i, 3)}`,
        name: round === 0 ? storeName : `${storeName.replace('店', '')}${round + 1}号店`,
        clientId: centerClients[(i - 1) % centerClients.length] ?? null,
        type: TYPE.store,
        ...place(0.3),
        contactName: pick(['张敏', '李静', '王磊', '刘洋', '陈晓红', '杨帆', '赵丽', '周杰', '吴婷', '郑浩']),
        contactMobile: phone(),
        fenceDistance: 200,
        inCity: 'Y',
        leadTimeDays: 1,
        unloadingTeam: i % 4 === 0 ? '门店自卸' : null,
        deliveryType: i % 5 === 0 ? '2' : '1',
        transMode: '3',
        billingMethod: pick(['1', '2', '3']),
        handoverMethod: i % 7 === 0 ? '2' : '1',
        allocationFactor: (0.8 + random() * 0.4).toFixed(4),
        fixedLoadMinutes: 10,
        fixedUnloadMinutes: 15,
        fixedHandoverMinutes: 5,
        eSignature: 'Y',
        allowLeave: i % 7 === 0 ? 'Y' : 'N',
        deliveryPlan: 'Y',
        newStore: i > STORES_PER_CENTER - 3 ? 'Y' : 'N',
        deliveryDigital: 'Y',
        handoverImageRequired: i % 3 === 0 ? 'Y' : 'N',
        qrHandover: i % 2 === 0 ? 'Y' : 'N',
        category1: '门店',
        category2: pick(['社区店', '商场店', '旗舰店']),
        entryGuide: i % 4 === 0 ? '后门卸货区，早 9 点前可临时停车，请勿占用消防通道。' : null,
      });
      const night = i % 5 === 0;
      // Stores take deliveries every day of the week, as a chain's stores do.
      for (let d = 1; d <= 7; d++) {
        windows.push({
          stationId: uuid,
          weekdayCode: d,
          weekday: null,
          startTime: night ? '22:00' : '06:00',
          endTime: night ? '23:59' : '10:00',
        });
      }
      if (i % 6 === 0) {
        exWindows.push({
          stationId: uuid,
          weekdayCode: null,
          startDay: '2026-12-24',
          endDay: '2026-12-31',
          startTime: '05:00',
          endTime: '11:00',
        });
      }
      if (i % 10 === 0) {
        exWindows.push({
          stationId: uuid,
          weekdayCode: 7,
          startDay: '2027-01-01',
          endDay: '2027-02-28',
          startTime: '08:00',
          endTime: '10:00',
        });
      }
      rules.push({
        stationId: uuid,
        deliverProperty: 1,
        loadEfficiency: '0.2000',
        cargoEfficiency: (0.3 + (i % 3) * 0.1).toFixed(4),
        fixedLoadTime: 5,
        fixedCargoTime: 5,
        fixedHandTime: 10,
        createBy: 'seed',
      });
    }
    // Neighbouring stores that must not share a line (narrow street, same unloading bay).
    const pairs: [number, number][] = [
      [3, 4],
      [11, 12],
      [20, 27],
    ];
    for (const [a, b] of pairs) {
      const left = `st-s-${city.center.toLowerCase()}-${pad(a, 3)}`;
      const right = `st-s-${city.center.toLowerCase()}-${pad(b, 3)}`;
      mutexes.push({
        stationId: left < right ? left : right,
        otherStationId: left < right ? right : left,
        createBy: 'seed',
      });
    }
  });

  const chunk = async <T>(rows: T[], write: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 1000) await write(rows.slice(i, i + 1000));
  };
  await chunk(stationRows, (part) => tx.insert(stations).values(part));
  await chunk(windows, (part) => tx.insert(stationTimeWindows).values(part));
  await chunk(exWindows, (part) => tx.insert(stationExTimeWindows).values(part));
  await chunk(rules, (part) => tx.insert(stationLoadRules).values(part));
  await chunk(mutexes, (part) => tx.insert(stationMutexes).values(part));
  // The push targets, without a URL until an administrator sets one (a push then says so).
  await tx
    .insert(integrationSettings)
    .values([
      { name: 'ros', url: null, enabled: true, createBy: 'seed' },
      { name: 'sf', url: null, enabled: true, createBy: 'seed' },
    ])
    .onConflictDoNothing();
}
