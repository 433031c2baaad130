import Decimal from 'decimal.js';
import { parseDispatchTime } from '../time/clock';
import { TEMPERATURE_LAYER_BANDS } from './goods-bands';
import type { TemperatureBand } from './types';

/**
 * Shipment exceptions: what went wrong with a shipment at its handovers or its finish, kept until a
 * dispatcher handles it. Each rule here is pure; the server decides when to run it and stores what it
 * finds once per (shipment, kind, subject), so finding the same thing again writes nothing new.
 */
export const SHIPMENT_EXCEPTION_KINDS = [
  'HANDOVER_TEMP',
  'QUANTITY_MISMATCH',
  'STOP_MISSED',
  'OVERDUE_FINISH',
] as const;
export type ShipmentExceptionKind = (typeof SHIPMENT_EXCEPTION_KINDS)[number];

/** U unhandled, H handled. */
export const SHIPMENT_EXCEPTION_STATUSES = ['U', 'H'] as const;
export type ShipmentExceptionStatus = (typeof SHIPMENT_EXCEPTION_STATUSES)[number];

/** The longest handling remark kept, as the other handling screens allow. */
export const SHIPMENT_EXCEPTION_REMARK_MAX = 800;

/** A stop as the rules name it in a detail. */
export type ExceptionStop = {
  stopId: number;
  sequence: number;
  stationId: string;
  stationName?: string | null;
};

/** What made each kind of exception: the values a dispatcher needs to see to act on it. */
export type ShipmentExceptionDetails = {
  HANDOVER_TEMP: ExceptionStop & {
    /** in: read on arriving at the stop (unloading); out: on leaving it (loading). */
    moment: 'in' | 'out';
    temperature: string;
    /** The bands of the goods handed over there (their clients' ranges, or their layers'). */
    bands: { layer: string; min: number | null; max: number | null }[];
  };
  QUANTITY_MISMATCH: { expected: string; actual: string; difference: string };
  STOP_MISSED: ExceptionStop & { type: string };
  OVERDUE_FINISH: { plannedFinish: string; checkedAt: string; minutesOver: number };
};

export type DetectedException = {
  [K in ShipmentExceptionKind]: { kind: K; subject: string; detail: ShipmentExceptionDetails[K] };
}[ShipmentExceptionKind];

const within = (value: Decimal, band: TemperatureBand) =>
  (band.min === null || value.gte(band.min)) && (band.max === null || value.lte(band.max));

/** Goods changing hands at a stop: their temperature layer and their client's own range, if any. */
export type HandoverGoods = {
  layer: string | null | undefined;
  clientMin?: string | number | null;
  clientMax?: string | number | null;
};

export type HandoverStop = ExceptionStop & {
  tempIn: string | number | null;
  tempOut: string | number | null;
  /** The goods picked up or delivered at this stop. */
  goods: readonly HandoverGoods[];
};

type NamedBand = { layer: string; min: number | null; max: number | null };

const num = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : Number(v);

/**
 * The band goods must be kept in: frozen goods their layer's (a client range is the chilled or ambient
 * requirement of a client's goods, never a frozen one), other goods their client's range when it has
 * one, else their layer's. Ambient goods of a client without a range have none.
 */
export function handoverBandOf(goods: HandoverGoods): NamedBand | null {
  const layer = goods.layer ?? '';
  const min = num(goods.clientMin);
  const max = num(goods.clientMax);
  if (layer !== 'FROZEN' && (min !== null || max !== null)) return { layer, min, max };
  const band = TEMPERATURE_LAYER_BANDS[layer];
  return band ? { layer, min: band.min, max: band.max } : null;
}

/**
 * A handover temperature (read on arriving at or leaving a stop) outside the band its goods must be
 * kept in (handoverBandOf). A stop with no banded goods, or without a reading, has nothing to check.
 * One reading stands for the whole vehicle (the first compartment that read one), so when goods of
 * several bands change hands at a stop, the reading is an exception only when it fits none of them: it
 * cannot be told which compartment it came from.
 */
export function handoverTempExceptions(input: { stops: readonly HandoverStop[] }): DetectedException[] {
  const found: DetectedException[] = [];
  for (const stop of input.stops) {
    const unique = new Map<string, NamedBand>();
    for (const g of stop.goods) {
      const band = handoverBandOf(g);
      if (band) unique.set(`${band.layer}|${band.min}|${band.max}`, band);
    }
    if (unique.size === 0) continue;
    const bands = [...unique.values()].sort(
      (a, b) => a.layer.localeCompare(b.layer) || (a.min ?? -999) - (b.min ?? -999),
    );
    for (const moment of ['in', 'out'] as const) {
      const raw = moment === 'in' ? stop.tempIn : stop.tempOut;
      if (raw === null || raw === '') continue;
      const value = new Decimal(raw);
      if (bands.some((band) => within(value, band))) continue;
      found.push({
        kind: 'HANDOVER_TEMP',
        subject: `stop:${stop.stopId}:${moment}`,
        detail: {
          stopId: stop.stopId,
          sequence: stop.sequence,
          stationId: stop.stationId,
          stationName: stop.stationName ?? null,
          moment,
          temperature: value.toString(),
          bands,
        },
      });
    }
  }
  return found;
}

/**
 * The quantity received at proof of delivery differs from the quantity shipped, compared exactly
 * (decimals, not floats: 19.999 is not 20). Nothing received recorded: nothing to compare.
 */
export function quantityMismatch(input: {
  shipped: string | number;
  received: string | number | null | undefined;
  subject?: string;
}): DetectedException | null {
  if (input.received === null || input.received === undefined || input.received === '') return null;
  const expected = new Decimal(input.shipped);
  const actual = new Decimal(input.received);
  if (expected.eq(actual)) return null;
  return {
    kind: 'QUANTITY_MISMATCH',
    subject: input.subject ?? 'shipment',
    detail: {
      expected: expected.toString(),
      actual: actual.toString(),
      difference: actual.minus(expected).toString(),
    },
  };
}

export type VisitedStop = ExceptionStop & {
  type: string;
  /** Y when the evaluation saw the vehicle inside the stop's fence. */
  arriveInFence: string | null;
  /** The actual arrival, from the fence or keyed in. */
  ata: string | null;
};

/**
 * A finished shipment's stops that were never arrived at: neither the vehicle was seen inside the
 * stop's fence nor an actual arrival was recorded for it (by the evaluation or by hand). Only a tracked
 * shipment (its vehicle sent readings) is judged: without readings nothing could have seen an arrival,
 * and every stop not keyed in by hand would look missed.
 */
export function missedStops(input: { tracked: boolean; stops: readonly VisitedStop[] }): DetectedException[] {
  if (!input.tracked) return [];
  return input.stops
    .filter((s) => s.arriveInFence !== 'Y' && !s.ata)
    .sort((a, b) => a.sequence - b.sequence)
    .map((s) => ({
      kind: 'STOP_MISSED' as const,
      subject: `stop:${s.stopId}`,
      detail: {
        stopId: s.stopId,
        sequence: s.sequence,
        stationId: s.stationId,
        stationName: s.stationName ?? null,
        type: s.type,
      },
    }));
}

/**
 * A shipment in transit past its planned finish (its ETA, additional time included) without being
 * finished. Only a shipment in transit can be finished, so only one in transit is overdue; one not yet
 * shipped is late to leave, which is another matter. Both times are wall-clock readings of the same
 * zone (the dispatch center's). Found once per shipment: a later check finds the same exception.
 */
export function overdueFinish(input: {
  status: string;
  plannedFinish: string | null;
  now: string;
}): DetectedException | null {
  if (input.status !== 'T') return null;
  const planned = parseDispatchTime(input.plannedFinish);
  const now = parseDispatchTime(input.now);
  if (planned === null || now === null || now <= planned) return null;
  return {
    kind: 'OVERDUE_FINISH',
    subject: 'shipment',
    detail: {
      plannedFinish: input.plannedFinish as string,
      checkedAt: input.now,
      minutesOver: Math.floor((now - planned) / 60_000),
    },
  };
}

/** A problem with a handling, as the other handling screens report one: the field and its message. */
export type ExceptionHandleProblem = {
  field: 'remark';
  key: 'common.required' | 'common.tooLong';
  params?: Record<string, unknown>;
};

/** Handling needs a remark (what was done about it), at most SHIPMENT_EXCEPTION_REMARK_MAX characters. */
export function validateExceptionHandle(input: {
  remark: string | null | undefined;
}): ExceptionHandleProblem[] {
  const remark = input.remark ?? '';
  if (remark.trim() === '') return [{ field: 'remark', key: 'common.required' }];
  if (remark.length > SHIPMENT_EXCEPTION_REMARK_MAX)
    return [{ field: 'remark', key: 'common.tooLong', params: { max: SHIPMENT_EXCEPTION_REMARK_MAX } }];
  return [];
}
