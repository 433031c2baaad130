import { and, asc, eq, like } from 'drizzle-orm';
import {
  carriers,
  clients,
  energyRecords,
  goodsBarcodes,
  items,
  logisticsPlatforms,
  projects,
  recyclableMoves,
  recyclables,
  serviceNetworks,
  sops,
  stations,
  vehicles,
} from '../db/schema';
import type { Tx } from '../platform/db';

const by = { createBy: 'seed' };

/** The first `n` present rows of a table whose code starts with `prefix`, by code. */
async function firstCodes(
  tx: Tx,
  table: typeof stations | typeof carriers | typeof vehicles | typeof items | typeof clients,
  prefix: string,
  n: number,
): Promise<{ uuid: string; code: string }[]> {
  return tx
    .select({ uuid: table.uuid, code: table.code })
    .from(table)
    .where(and(like(table.code, `${prefix}%`), eq(table.delFlag, '0')))
    .orderBy(asc(table.code))
    .limit(n);
}

/**
 * Demo rows of the further base-data screens: recyclable crates and pallets with a small ledger, logistics
 * platforms, projects, service network points, SOPs, barcodes of the first items and energy records of
 * the first vehicles. Codes: RC-*, LP-*, PJ-<center>-nn, SN-<center>-nn, SOP-*, EN-DEMO-nnn.
 */
export async function seedBaseMore(tx: Tx): Promise<void> {
  await tx.insert(recyclables).values([
    {
      uuid: 'rc-crate-600',
      code: 'RC-CRATE-600',
      name: '冷链周转箱 600×400',
      recyclableType: 'crate',
      unit: '个',
      depositPrice: '35.00',
      ...by,
    },
    {
      uuid: 'rc-crate-ins',
      code: 'RC-CRATE-INS',
      name: '保温周转箱 EPP 45L',
      recyclableType: 'crate',
      unit: '个',
      depositPrice: '120.00',
      ...by,
    },
    {
      uuid: 'rc-pallet-1210',
      code: 'RC-PALLET-1210',
      name: '塑料托盘 1200×1000',
      recyclableType: 'pallet',
      unit: '块',
      depositPrice: '180.00',
      ...by,
    },
    {
      uuid: 'rc-icepack',
      code: 'RC-ICEPACK',
      name: '冰排',
      recyclableType: 'other',
      unit: '片',
      depositPrice: '4.50',
      ...by,
    },
  ]);
  const shStations = await firstCodes(tx, stations, 'S-SH-', 2);
  const someCarriers = await firstCodes(tx, carriers, 'CR0', 2);
  const moves: (typeof recyclableMoves.$inferInsert)[] = [];
  const day = (d: number, h: number) => new Date(Date.UTC(2026, 0, d, h));
  shStations.forEach((station, s) => {
    someCarriers.forEach((carrier, c) => {
      const out = 20 + 10 * s + 5 * c;
      moves.push(
        {
          recyclableId: 'rc-crate-600',
          stationId: station.uuid,
          carrierId: carrier.uuid,
          direction: 'OUT',
          quantity: out,
          moveTime: day(5 + s, 1 + c),
          shipmentCode: null,
          ...by,
        },
        {
          recyclableId: 'rc-crate-600',
          stationId: station.uuid,
          carrierId: carrier.uuid,
          direction: 'RETURN',
          quantity: out - 4 - c,
          moveTime: day(7 + s, 3 + c),
          shipmentCode: null,
          ...by,
        },
        {
          recyclableId: 'rc-pallet-1210',
          stationId: station.uuid,
          carrierId: carrier.uuid,
          direction: 'OUT',
          quantity: 4 + s,
          moveTime: day(5 + s, 2),
          shipmentCode: null,
          ...by,
        },
      );
    });
  });
  if (moves.length > 0) await tx.insert(recyclableMoves).values(moves);

  await tx.insert(logisticsPlatforms).values([
    {
      uuid: 'lp-g7',
      code: 'LP-G7',
      name: 'G7 车联网平台',
      platformType: 'tracking',
      contact: '王磊',
      phone: '13800138001',
      address: '北京市朝阳区望京东路',
      ...by,
    },
    {
      uuid: 'lp-mgov',
      code: 'LP-NTMS',
      name: '全国道路货运车辆公共监管与服务平台',
      platformType: 'government',
      contact: null,
      phone: '4001234567',
      address: null,
      ...by,
    },
    {
      uuid: 'lp-freight',
      code: 'LP-FREIGHT',
      name: '网络货运平台（示例）',
      platformType: 'freight',
      contact: '陈静',
      phone: '13900139002',
      address: '上海市闵行区',
      ...by,
    },
  ]);

  const someClients = await firstCodes(tx, clients, 'C00', 3);
  const centers = [
    ['SH', 'dc-sh', '上海'],
    ['GZ', 'dc-gz', '广州'],
    ['HK', 'dc-hk', '香港'],
  ] as const;
  await tx.insert(projects).values(
    centers.map(([code, center, name], i) => ({
      uuid: `pj-${code.toLowerCase()}-01`,
      code: `PJ-${code}-01`,
      name: `${name}门店冷链配送项目`,
      clientId: someClients[i]?.uuid ?? null,
      dispatchCenterId: center,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      ...by,
    })),
  );
  const networkPoints = [
    ['SH', 'dc-sh', 'hub', '上海浦东冷链枢纽', '上海市', '上海市', '浦东新区', '121.612345', '31.123456'],
    ['SH', 'dc-sh', 'outlet', '上海徐汇营业点', '上海市', '上海市', '徐汇区', '121.436525', '31.188523'],
    ['GZ', 'dc-gz', 'depot', '广州白云分拨中心', '广东省', '广州市', '白云区', '113.273', '23.157'],
    ['HK', 'dc-hk', 'depot', '葵涌分拨中心', '香港', '香港', '葵青区', '114.131', '22.357'],
  ] as const;
  await tx.insert(serviceNetworks).values(
    networkPoints.map(([center, centerId, type, name, province, city, area, lng, lat], i) => ({
      uuid: `sn-${center.toLowerCase()}-${i + 1}`,
      code: `SN-${center}-${String(i + 1).padStart(2, '0')}`,
      name,
      networkType: type,
      province,
      city,
      area,
      longitude: lng,
      latitude: lat,
      dispatchCenterId: centerId,
      ...by,
    })),
  );

  await tx.insert(sops).values([
    {
      uuid: 'sop-frozen-handover',
      code: 'SOP-FROZEN-01',
      title: '冷冻品交接作业规范',
      appliesTo: 'temperature',
      appliesValue: null,
      version: 2,
      effectiveDate: '2026-01-01',
      content: '1. 到店前 30 分钟开启预冷；2. 交接时测量箱内温度并拍照；3. 温度高于 -15℃ 时拒收并上报异常。',
      ...by,
    },
    {
      uuid: 'sop-loading',
      code: 'SOP-LOAD-01',
      title: '装车作业规范',
      appliesTo: 'lineType',
      appliesValue: null,
      version: 1,
      effectiveDate: '2026-02-01',
      content: '按线路站点倒序装车；冷冻、冷藏分区；托盘之间保持 5cm 风道。',
      ...by,
    },
  ]);

  const firstItems = await firstCodes(tx, items, 'I0000', 3);
  // Valid EAN-13s: prefix 690 (China), the last digit the GS1 check digit.
  const eans = ['6901234567892', '6901234567908', '6901234567915'];
  await tx.insert(goodsBarcodes).values(
    firstItems.map((item, i) => ({
      uuid: `gb-${item.code.toLowerCase()}`,
      itemId: item.uuid,
      barcode: eans[i] ?? `SEED${i}`,
      barcodeType: 'EAN13',
      unit: '袋',
      conversionFactor: 1,
      mainFlag: 'Y',
      ...by,
    })),
  );

  const someVehicles = await firstCodes(tx, vehicles, 'V000', 2);
  const records: (typeof energyRecords.$inferInsert)[] = [];
  someVehicles.forEach((vehicle, v) => {
    [
      ['2026-01-03', 'diesel', '180.500', '1263.50', 52_000],
      ['2026-01-10', 'diesel', '165.200', '1156.40', 52_640],
      ['2026-01-17', 'diesel', '171.000', '1197.00', 53_300],
      ['2026-01-18', 'refrigerant', '2.500', '375.00', 53_350],
    ].forEach(([date, type, quantity, amount, km], i) => {
      records.push({
        uuid: `en-demo-${v + 1}-${i + 1}`,
        code: `EN-DEMO-${v + 1}${String(i + 1).padStart(2, '0')}`,
        vehicleId: vehicle.uuid,
        recordDate: String(date),
        energyType: String(type),
        quantity: String(quantity),
        unit: type === 'refrigerant' ? 'kg' : 'L',
        amount: String(amount),
        odometerKm: Number(km) + v * 10_000,
        station: '中石化浦东航头加油站',
        ...by,
      });
    });
  });
  if (records.length > 0) await tx.insert(energyRecords).values(records);
}
