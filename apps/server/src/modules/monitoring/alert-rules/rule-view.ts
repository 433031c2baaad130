import type { AlertRuleView } from '@tms/contract';
import {
  type AlertRuleStatus,
  type AlertRuleType,
  type Lang,
  type OverTempCounting,
  seededName,
} from '@tms/domain';
import type { AlertRuleRow } from './repository';

const numberOrNull = (v: string | null): number | null => (v === null ? null : Number(v));

/**
 * A stored rule as the screens read it: levels grouped, flags as booleans, times as ISO text; a demo
 * rule still named as the seed named it reads in `lang`.
 */
export function alertRuleView(row: AlertRuleRow, lang: Lang = 'zh-CN'): AlertRuleView {
  return {
    uuid: row.uuid,
    code: row.code,
    name: seededName(`seeded.alertRule.${row.code}`, row.name, lang),
    type: row.type as AlertRuleType,
    status: row.status as AlertRuleStatus,
    zones: row.zones,
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
      slight: numberOrNull(row.levelSlight),
      moderate: numberOrNull(row.levelModerate),
      serious: numberOrNull(row.levelSerious),
    },
    informDriver: row.informDriver === 'Y',
    informRoles: row.informRoles,
    informContent: row.informContent,
    inAssessment: row.inAssessment === 'Y',
    dispatchCenterId: row.dispatchCenterId,
    dispatchCenterName: row.dispatchCenterName,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime ? row.updateTime.toISOString() : null,
  };
}
