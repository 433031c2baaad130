import type { AlertRuleBody } from '@tms/contract';
import { ALERT_RULE_TYPES, type AlertRuleType, seededText } from '@tms/domain';
import { saveAlertRule } from '../modules/monitoring';
import type { Tx } from '../platform/db';
import { seedCaller } from './dispatch-callers';

/**
 * One demo rule per type, for every center, saved through the rule screens' use case (so every
 * validation applies). The temperature rule is for stores (station_type 1) on delivery runs: frozen
 * goods in compartment 1, chilled in compartment 2 (the multi-temperature models' layers in order).
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
 * The demo's alert rules, one of each type. The demo's alerts and ETA exceptions are not written here:
 * they are what evaluating the demo trips' readings raises (demo-trips.ts feeds them through the ingest).
 */
export async function seedMonitoring(tx: Tx): Promise<void> {
  const admin = await seedCaller(tx, 'admin', 'dc-sh');
  for (const type of ALERT_RULE_TYPES) await saveAlertRule(tx, admin, 'zh-CN', { ...DEMO_RULES[type], type });
}
