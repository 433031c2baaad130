import type { AlertRuleBody } from '@tms/contract';
import { ALERT_RULE_TYPES, type AlertRuleType } from '@tms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { carriers, shipments } from '../db/schema';
import { insertAlerts, type NewAlert, saveAlertRule } from '../modules/monitoring';
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
    name: '计划路线偏离',
    fenceDistanceM: 1000,
    levels: { slight: 0, serious: 5000 },
  },
  speed: {
    code: 'AR-SPEED-01',
    name: '冷藏车超速',
    speedLimitKmh: 90,
    overspeedMinutes: 2,
    levels: { slight: 0, moderate: 10, serious: 30 },
  },
  stop: { code: 'AR-STOP-01', name: '途中停车', parkingMinutes: 30, levels: { slight: 0, serious: 90 } },
  temp: {
    code: 'AR-TEMP-01',
    name: '门店配送温度',
    zones: [
      { way: 1, min: 0, max: 4 },
      { way: 2, min: -25, max: -18 },
    ],
    stationType: '1',
    scenario: 'delivery',
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
    name: '连续驾驶超时',
    fatigueDrivingMinutes: 240,
    fatigueRestMinutes: 20,
    informDriver: true,
  },
  door: { code: 'AR-DOOR-01', name: '站外开门', doorOpenMinutes: 3, levels: { slight: 0, serious: 15 } },
  gpsLoss: { code: 'AR-GPS-01', name: '定位丢失', gpsLossMinutes: 20 },
  defer: { code: 'AR-DEFER-01', name: '到店延误', delayMinutes: 15, levels: { slight: 0, serious: 60 } },
  arriveLeave: { code: 'AR-AL-01', name: '进出站提醒' },
};

/** A few alerts on each in-transit shipment, as evaluating its readings would raise them. */
const DEMO_ALERTS: {
  type: AlertRuleType;
  level: NewAlert['level'];
  minutesAgo: number;
  content: string;
  way?: number;
  dealt?: boolean;
}[] = [
  { type: 'temp', level: 'moderate', minutesAgo: 40, content: '温区1温度7.2℃，高于上限4℃', way: 1 },
  { type: 'speed', level: 'slight', minutesAgo: 75, content: '车速98km/h，超过限速90km/h' },
  { type: 'door', level: 'serious', minutesAgo: 120, content: '在站点围栏外开门超过3分钟', dealt: true },
  { type: 'stop', level: 'slight', minutesAgo: 20, content: '在站点围栏外停车超过30分钟' },
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
      // The dealt one has ended; the others are still open.
      endTime: a.dealt ? new Date(now - (a.minutesAgo - 10) * 60_000) : null,
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
}
