import type { AlertRuleBody } from '@tms/contract';
import { ALERT_RULE_TYPES, type AlertRuleType, seededText } from '@tms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { carriers, shipmentStops, shipments } from '../db/schema';
import {
  insertAlerts,
  insertExceptionEtas,
  type NewAlert,
  type NewExceptionEta,
  saveAlertRule,
} from '../modules/monitoring';
import type { Tx } from '../platform/db';
import { seedCaller } from './dispatch-callers';

/**
 * One demo rule per type, for every center, saved through the rule screens' use case (so every
 * validation applies). The temperature rule is for stores (station_type 1) on delivery runs: chilled
 * goods in compartment 1, frozen in compartment 2.
 */
const DEMO_RULES: Record<AlertRuleType, Omit<AlertRuleBody, 'type'>> = {
  geo: {
    code: 'AR-GEO-01',
    name: seededText('seeded.alertRule.AR-GEO-01'),
    fenceDistanceM: 1000,
    levels: { slight: 0, serious: 5000 },
  },
  speed: {
    code: 'AR-SPEED-01',
    name: seededText('seeded.alertRule.AR-SPEED-01'),
    speedLimitKmh: 90,
    overspeedMinutes: 2,
    levels: { slight: 0, moderate: 10, serious: 30 },
  },
  stop: {
    code: 'AR-STOP-01',
    name: seededText('seeded.alertRule.AR-STOP-01'),
    parkingMinutes: 30,
    levels: { slight: 0, serious: 90 },
  },
  temp: {
    code: 'AR-TEMP-01',
    name: seededText('seeded.alertRule.AR-TEMP-01'),
    // Compartments follow the vehicle model's layers: the multi-temperature models put frozen first.
    zones: [
      { way: 1, min: -25, max: -18 },
      { way: 2, min: 0, max: 4 },
    ],
    stationType: '1',
    scenario: '1', // route_shipment_type: delivery
    overTempMinutesWarehouse: 15,
    overTempMinutesRoute: 10,
    doorGraceMinutes: 5,
    levels: { slight: 0, moderate: 2, serious: 5 },
    informDriver: true,
    informRoles: ['dispatcher'],
    inAssessment: true,
  },
  tired: {
    code: 'AR-TIRED-01',
    name: seededText('seeded.alertRule.AR-TIRED-01'),
    fatigueDrivingMinutes: 240,
    fatigueRestMinutes: 20,
    informDriver: true,
  },
  door: {
    code: 'AR-DOOR-01',
    name: seededText('seeded.alertRule.AR-DOOR-01'),
    doorOpenMinutes: 3,
    levels: { slight: 0, serious: 15 },
  },
  gpsLoss: { code: 'AR-GPS-01', name: seededText('seeded.alertRule.AR-GPS-01'), gpsLossMinutes: 20 },
  defer: {
    code: 'AR-DEFER-01',
    name: seededText('seeded.alertRule.AR-DEFER-01'),
    delayMinutes: 15,
    levels: { slight: 0, serious: 60 },
  },
  arriveLeave: { code: 'AR-AL-01', name: seededText('seeded.alertRule.AR-AL-01') },
};

/**
 * A few alerts on each in-transit shipment, as evaluating its readings would have raised them earlier
 * on the trip: each has ended (an open alert belongs to the evaluation, which holds its state; one
 * seeded open would never close), most are still waiting to be dealt with.
 */
const DEMO_ALERTS: {
  type: AlertRuleType;
  level: NewAlert['level'];
  minutesAgo: number;
  content: string;
  way?: number;
  lastedMinutes: number;
  dealt?: boolean;
}[] = [
  {
    type: 'temp',
    level: 'moderate',
    minutesAgo: 40,
    lastedMinutes: 18,
    content: '温区2温度7.2℃，高于上限4℃',
    way: 2,
  },
  { type: 'speed', level: 'slight', minutesAgo: 75, lastedMinutes: 4, content: '车速98km/h，超过限速90km/h' },
  {
    type: 'door',
    level: 'serious',
    minutesAgo: 120,
    lastedMinutes: 10,
    content: '在站点围栏外开门超过3分钟',
    dealt: true,
  },
  { type: 'stop', level: 'slight', minutesAgo: 20, lastedMinutes: 12, content: '在站点围栏外停车超过30分钟' },
];

export async function seedMonitoring(tx: Tx): Promise<void> {
  const admin = await seedCaller(tx, 'admin', 'dc-sh');
  const ruleIds = new Map<AlertRuleType, string>();
  for (const type of ALERT_RULE_TYPES) {
    ruleIds.set(type, await saveAlertRule(tx, admin, 'zh-CN', { ...DEMO_RULES[type], type }));
  }

  const inTransit = await tx
    .select({
      uuid: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      dispatchCenterId: shipments.dispatchCenterId,
      carrierId: shipments.carrierId,
      carrierName: carriers.name,
      plate: shipments.frontPlate,
      driverName: shipments.mainDriverName,
      driverMobile: shipments.mainDriverMobile,
    })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.uuid, shipments.carrierId))
    .where(and(eq(shipments.status, 'T'), eq(shipments.delFlag, '0')))
    .orderBy(asc(shipments.shipmentCode));
  const now = Date.now();
  const alerts: NewAlert[] = inTransit.flatMap((s) =>
    DEMO_ALERTS.map((a) => ({
      alertKey: [s.uuid, ruleIds.get(a.type), a.way].filter(Boolean).join('|'),
      shipmentId: s.uuid,
      shipmentCode: s.shipmentCode,
      ruleId: ruleIds.get(a.type) ?? null,
      alertType: a.type,
      way: a.way ?? null,
      level: a.level,
      dispatchCenterId: s.dispatchCenterId,
      carrierId: s.carrierId,
      alertContent: a.content,
      startTime: new Date(now - a.minutesAgo * 60_000),
      endTime: new Date(now - (a.minutesAgo - a.lastedMinutes) * 60_000),
      carrierName: s.carrierName,
      vehicleIdMainNumberPlates: s.plate,
      driverName: s.driverName,
      driverMobile: s.driverMobile,
      field1: a.type === 'temp' ? 'Y' : 'N',
      dealStatus: a.dealt ? 'Y' : 'N',
      alertReason: a.dealt ? '卸货' : null,
      alertRemark: a.dealt ? '门店卸货时开门，已确认' : null,
      dealBy: a.dealt ? 'zhang.wei' : null,
      dealTime: a.dealt ? new Date(now - (a.minutesAgo - 20) * 60_000) : null,
      createBy: 'seed',
    })),
  );
  await insertAlerts(tx, alerts);
  await seedExceptionEtas(tx, inTransit, now);
}

/**
 * ETA exceptions on the in-transit shipments, as the prediction would raise them: each one's later
 * stops predicted late (the first of them already dealt with), so the exception screen has open and
 * handled records.
 */
async function seedExceptionEtas(
  tx: Tx,
  inTransit: {
    uuid: string;
    shipmentCode: string;
    dispatchCenterId: string | null;
    carrierId: string | null;
  }[],
  now: number,
): Promise<void> {
  const minute = 60_000;
  const rows: NewExceptionEta[] = [];
  for (const [i, s] of inTransit.entries()) {
    const stops = await tx
      .select({ id: shipmentStops.id, stationId: shipmentStops.stationId })
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, s.uuid))
      .orderBy(asc(shipmentStops.sequence));
    for (const [j, stop] of stops.slice(1).entries()) {
      const late = 25 + 10 * j + 5 * i;
      const dealt = i === 0 && j === 0;
      rows.push({
        shipmentId: s.uuid,
        shipmentCode: s.shipmentCode,
        stopId: stop.id,
        stationId: stop.stationId,
        dispatchCenterId: s.dispatchCenterId,
        carrierId: s.carrierId,
        plannedEta: new Date(now + (30 + 40 * j) * minute),
        windowEnd: new Date(now + (45 + 40 * j) * minute),
        predictedEta: new Date(now + (30 + 40 * j + late) * minute),
        lateMinutes: late,
        dealStatus: dealt ? 'Y' : 'N',
        dealReason: dealt ? '交通拥堵' : null,
        dealRemark: dealt ? '已通知门店延后收货' : null,
        dealBy: dealt ? 'zhang.wei' : null,
        dealTime: dealt ? new Date(now - 5 * minute) : null,
        createBy: 'seed',
      });
    }
  }
  await insertExceptionEtas(tx, rows);
}
