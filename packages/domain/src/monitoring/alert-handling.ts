import { ALERT_TEXT_MAX } from '../constants';
import { type Measure, roundMeasure } from '../format/measures';
import type { MessageKey } from '../messages';
import type { MonitoringMessageKey } from '../messages/monitoring';
import type { AlertOpened, FenceEvent } from './types';

/**
 * Handling an alert (the deal action) and the text an alert shows. Handling needs a reason and a
 * remark; the remark is at most 800 characters.
 */

export type AlertDealInput = { alertReason?: string | null; alertRemark?: string | null };
export type AlertDealProblem = {
  field: 'alertReason' | 'alertRemark';
  key: MessageKey;
  params?: Record<string, unknown>;
};

/** alertReason required (必填！); alertRemark required (必填！) and at most 800 characters (超出长度). */
export function validateAlertDeal(input: AlertDealInput): AlertDealProblem[] {
  const out: AlertDealProblem[] = [];
  const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
  if (blank(input.alertReason)) out.push({ field: 'alertReason', key: 'common.required' });
  if (blank(input.alertRemark)) out.push({ field: 'alertRemark', key: 'common.required' });
  else if ((input.alertRemark as string).length > ALERT_TEXT_MAX)
    out.push({ field: 'alertRemark', key: 'common.tooLong', params: { max: ALERT_TEXT_MAX } });
  return out;
}

/** The measure of each alert-content parameter that holds a measured value (limits share their figure's). */
const CONTENT_PARAM_MEASURES: Readonly<Record<string, Measure>> = {
  temperature: 'temperature',
  speed: 'speed',
  // A temperature limit or a speed limit: both read to a tenth.
  limit: 'speed',
  distance: 'metres',
  minutes: 'minutes',
};

/**
 * An alert content's parameters with every measured value rounded for people (domain format/measures):
 * applied when the content is made, and again when one stored earlier is read.
 */
export function readableAlertParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const measure = CONTENT_PARAM_MEASURES[name];
      return [name, measure && typeof value === 'number' ? roundMeasure(measure, value) : value];
    }),
  );
}

/**
 * The message (key and parameters) of an opened alert, for the shipment alert's alertContent, or of an
 * arrival or departure, its measured values rounded (readableAlertParams). Station names come from the
 * caller (events carry ids); without one the id is shown.
 */
export function alertContentOf(
  event: AlertOpened | FenceEvent,
  stationName: (stationId: string) => string | null | undefined = () => null,
): { key: MonitoringMessageKey; params: Record<string, unknown> } {
  const content = rawContentOf(event, stationName);
  return { key: content.key, params: readableAlertParams(content.params) };
}

function rawContentOf(
  event: AlertOpened | FenceEvent,
  stationName: (stationId: string) => string | null | undefined,
): { key: MonitoringMessageKey; params: Record<string, unknown> } {
  const station = event.stationId === null ? '' : (stationName(event.stationId) ?? event.stationId);
  if (event.kind !== 'opened')
    return {
      key: event.kind === 'arrived' ? 'monitoring.alert.arrived' : 'monitoring.alert.left',
      params: { station },
    };
  const v = event.values;
  switch (event.type) {
    case 'temp':
      return v.direction === 'hot'
        ? {
            key: 'monitoring.alert.temp.hot',
            params: { way: v.way, temperature: v.temperature, limit: v.bandMax },
          }
        : {
            key: 'monitoring.alert.temp.cold',
            params: { way: v.way, temperature: v.temperature, limit: v.bandMin },
          };
    case 'speed':
      return { key: 'monitoring.alert.speed', params: { speed: v.speedKmh, limit: v.limitKmh } };
    case 'stop':
      return { key: 'monitoring.alert.stop', params: { minutes: v.parkingMinutes } };
    case 'door':
      return { key: 'monitoring.alert.door', params: { minutes: v.doorOpenMinutes } };
    case 'tired':
      return { key: 'monitoring.alert.tired', params: { minutes: v.limitMinutes } };
    case 'gpsLoss':
      return { key: 'monitoring.alert.gpsLoss', params: { minutes: v.gpsLossMinutes } };
    case 'geo':
      return { key: 'monitoring.alert.geo', params: { distance: v.distanceM } };
    case 'defer':
      return typeof v.lateMinutes === 'number' && v.lateMinutes < 0
        ? { key: 'monitoring.alert.deferAhead', params: { station, minutes: -v.lateMinutes } }
        : { key: 'monitoring.alert.defer', params: { station, minutes: v.lateMinutes } };
    case 'arriveLeave':
      return { key: 'monitoring.alert.arrived', params: { station } };
  }
}
