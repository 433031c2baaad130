import type { AlertRule, AlertRuleType, OverTempCounting, TemperatureWay } from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import * as repo from './repository';

/**
 * The enabled rules, kept in memory between calls and read again when any rule changed: each call
 * asks for a cheap fingerprint of the rule table (row count and latest change), so a save, a switch or
 * a removal on any instance is seen by the next evaluation on every instance.
 */

export type RuleInForce = AlertRule & { dispatchCenterId: string | null };

type Cache = { fingerprint: string; rules: RuleInForce[] };
const caches = new WeakMap<object, Cache>();

const num = (v: string | null): number | null => (v === null ? null : Number(v));

function toRule(row: repo.RuleRow): RuleInForce {
  return {
    id: row.uuid,
    code: row.code,
    name: row.name,
    type: row.type as AlertRuleType,
    status: 'enabled',
    zones: row.zones.map((z) => ({ way: z.way as TemperatureWay, min: z.min, max: z.max })),
    stationType: row.stationType,
    scenario: row.scenario,
    speedLimitKmh: row.speedLimitKmh,
    overspeedMinutes: row.overspeedMinutes,
    overTempMinutesWarehouse: row.overTempMinutesWarehouse,
    overTempMinutesRoute: row.overTempMinutesRoute,
    overTempCounting: row.overTempCounting as OverTempCounting,
    doorGraceMinutes: row.doorGraceMinutes,
    fenceDistanceM: row.fenceDistanceM,
    doorOpenMinutes: row.doorOpenMinutes,
    parkingMinutes: row.parkingMinutes,
    fatigueDrivingMinutes: row.fatigueDrivingMinutes,
    fatigueRestMinutes: row.fatigueRestMinutes,
    gpsLossMinutes: row.gpsLossMinutes,
    delayMinutes: row.delayMinutes,
    levels: {
      slight: num(row.levelSlight),
      moderate: num(row.levelModerate),
      serious: num(row.levelSerious),
    },
    informDriver: row.informDriver === 'Y',
    informRoles: row.informRoles,
    informContent: row.informContent,
    inAssessment: row.inAssessment === 'Y',
    dispatchCenterId: row.dispatchCenterId,
  };
}

/** Every enabled rule (of every center), current as of this call. */
export async function enabledRules(db: DbOrTx, cacheKey: object): Promise<RuleInForce[]> {
  const fingerprint = await repo.rulesFingerprint(db);
  const cached = caches.get(cacheKey);
  if (cached && cached.fingerprint === fingerprint) return cached.rules;
  const rules = (await repo.enabledRules(db)).map(toRule);
  caches.set(cacheKey, { fingerprint, rules });
  return rules;
}

/**
 * The rules in force on a shipment: those of its dispatch center and those of every center. Of the
 * temperature rules, which are set per station type and scenario, one applies: the one for the type of
 * station the shipment serves (its first drop), so the same rule watches the whole trip.
 */
export function rulesForShipment(
  all: readonly RuleInForce[],
  centerId: string | null,
  servedStationType: string | null,
): RuleInForce[] {
  const own = all.filter((r) => r.dispatchCenterId === null || r.dispatchCenterId === centerId);
  // A center's own temperature rule goes before one for every center.
  const temps = own
    .filter((r) => r.type === 'temp' && r.stationType === servedStationType)
    .sort((a, b) => Number(a.dispatchCenterId === null) - Number(b.dispatchCenterId === null));
  const temp = temps[0];
  return own.filter((r) => r.type !== 'temp' || r === temp);
}
