import { describe, expect, it } from 'vitest';
import {
  bandCompliance,
  daysOf,
  kmPerWaybill,
  layerCapacity,
  loadFactor,
  meanHandleMinutes,
  onTimeRate,
  ratio,
  reportRangeError,
  type ShipmentFigureInput,
  shipmentKm,
  stopOnTime,
  sumShipmentFigures,
  tempComplianceRate,
} from './kpis';

const MIN = 60_000;

describe('ratio', () => {
  it('is null when there is nothing to divide by, not 0 %', () => {
    expect(ratio({ part: 0, whole: 0 })).toBeNull();
  });
  it('is exact to 4 decimals (1/3 = 0.3333, 2/3 = 0.6667)', () => {
    expect(ratio({ part: 1, whole: 3 })).toBe(0.3333);
    expect(ratio({ part: 2, whole: 3 })).toBe(0.6667);
  });
});

describe('stopOnTime', () => {
  it('a stop arriving at the end of its window is on time, a second later is late', () => {
    expect(
      stopOnTime({ ata: '2026-03-01 10:00:00', eta: '2026-03-01 09:00:00', windowEnd: '2026-03-01 10:00' }),
    ).toBe(true);
    expect(
      stopOnTime({
        ata: '2026-03-01 10:00:01',
        eta: '2026-03-01 09:00:00',
        windowEnd: '2026-03-01 10:00:00',
      }),
    ).toBe(false);
  });
  it('a station without windows is judged against the planned ETA', () => {
    expect(stopOnTime({ ata: '2026-03-01 09:30:00', eta: '2026-03-01 09:00:00', windowEnd: null })).toBe(
      false,
    );
    expect(stopOnTime({ ata: '2026-03-01 08:59:00', eta: '2026-03-01 09:00:00', windowEnd: null })).toBe(
      true,
    );
  });
  it('a stop not yet arrived, or without a planned time, is not judged', () => {
    expect(stopOnTime({ ata: null, eta: '2026-03-01 09:00:00', windowEnd: null })).toBeNull();
    expect(stopOnTime({ ata: '2026-03-01 09:00:00', eta: null, windowEnd: null })).toBeNull();
  });
});

describe('onTimeRate', () => {
  it('on-time stops over judged stops', () => {
    expect(onTimeRate({ onTime: 3, due: 4 })).toBe(0.75);
    expect(onTimeRate({ onTime: 0, due: 0 })).toBeNull();
  });
});

describe('bandCompliance', () => {
  const band = { min: 2, max: 8 };
  it('time between readings belongs to the earlier reading', () => {
    const r = bandCompliance({
      series: [
        { time: 0, value: 5 },
        { time: 10 * MIN, value: 9 },
        { time: 15 * MIN, value: 5 },
        { time: 30 * MIN, value: 5 },
      ],
      band,
    });
    expect(r.coveredMs).toBe(30 * MIN);
    expect(r.inBandMs).toBe(25 * MIN);
  });
  it('counts each excursion once, hot and cold apart', () => {
    const r = bandCompliance({
      series: [5, 9, 10, 5, 1, 0, 5, 9].map((value, i) => ({ time: i * MIN, value })),
      band,
    });
    expect(r.hotBreaches).toBe(2);
    expect(r.coldBreaches).toBe(1);
  });
  it('a reading going straight from hot to cold is two excursions', () => {
    const r = bandCompliance({ series: [9, 0].map((value, i) => ({ time: i * MIN, value })), band });
    expect([r.hotBreaches, r.coldBreaches]).toEqual([1, 1]);
  });
  it('an unwatched compartment (null band) complies all the time', () => {
    const r = bandCompliance({
      series: [
        { time: 0, value: 40 },
        { time: MIN, value: 40 },
      ],
      band: null,
    });
    expect(r).toEqual({ coveredMs: MIN, inBandMs: MIN, hotBreaches: 0, coldBreaches: 0 });
  });
  it('readings out of order are taken in time order', () => {
    const r = bandCompliance({
      series: [
        { time: 10 * MIN, value: 5 },
        { time: 0, value: 9 },
      ],
      band,
    });
    expect(r.inBandMs).toBe(0);
    expect(r.coveredMs).toBe(10 * MIN);
  });
});

describe('tempComplianceRate', () => {
  it('in-band minutes over in-transit minutes', () => {
    expect(tempComplianceRate({ inBandMinutes: '90', transitMinutes: '120' })).toBe(0.75);
    expect(tempComplianceRate({ inBandMinutes: 0, transitMinutes: 0 })).toBeNull();
  });
});

describe('loadFactor', () => {
  it('an overloaded layer shows above 1 rather than capped', () => {
    expect(loadFactor({ loadedVolume: '12', capacityVolume: '10' })).toBe(1.2);
  });
  it('the rated volume is shared equally among the model layers', () => {
    expect(layerCapacity({ ratedVolume: '30', layers: 3 }).toString()).toBe('10');
    expect(layerCapacity({ ratedVolume: '30', layers: 0 }).toString()).toBe('0');
  });
});

describe('kmPerWaybill', () => {
  it('actual kilometres count once known, else planned', () => {
    expect(shipmentKm({ actualKm: '120.5', plannedKm: '100' }).toString()).toBe('120.5');
    expect(shipmentKm({ actualKm: null, plannedKm: '100' }).toString()).toBe('100');
  });
  it('km over waybills, 2 decimals; null without waybills', () => {
    expect(kmPerWaybill({ km: '100', waybills: 3 })).toBe(33.33);
    expect(kmPerWaybill({ km: '100', waybills: 0 })).toBeNull();
  });
});

describe('meanHandleMinutes', () => {
  it('mean over handled alerts only', () => {
    expect(meanHandleMinutes({ handleMinutes: '45', handled: 2 })).toBe(22.5);
    expect(meanHandleMinutes({ handleMinutes: 0, handled: 0 })).toBeNull();
  });
});

describe('sumShipmentFigures', () => {
  const row = (over: Partial<ShipmentFigureInput>): ShipmentFigureInput => ({
    waybills: 1,
    weight: '0.1',
    volume: '0.000001',
    pallets: '1',
    plannedKm: '10',
    actualKm: null,
    plannedHours: '1',
    actualHours: null,
    stopsDue: 1,
    stopsOnTime: 1,
    transitMinutes: '60',
    inBandMinutes: '60',
    hotBreaches: 0,
    coldBreaches: 0,
    alerts: 0,
    etaExceptions: 0,
    ...over,
  });
  it('a group sums its shipments exactly (0.1 + 0.2 is 0.3, not 0.30000000000000004)', () => {
    const s = sumShipmentFigures([row({ weight: '0.1' }), row({ weight: '0.2', waybills: 2, alerts: 3 })]);
    expect(s.shipments).toBe(2);
    expect(s.waybills).toBe(3);
    expect(s.weight).toBe('0.300');
    expect(s.volume).toBe('0.000002');
    expect(s.alerts).toBe(3);
    expect(s.actualKm).toBe('0.000');
  });
});

describe('reportRangeError', () => {
  it('the end may not be before the beginning', () => {
    expect(reportRangeError({ beginDate: '2026-03-02', endDate: '2026-03-01' })).toBe(
      'report.range.endBeforeBegin',
    );
  });
  it('a range spans at most 366 days', () => {
    expect(reportRangeError({ beginDate: '2026-01-01', endDate: '2027-01-01' })).toBeNull();
    expect(reportRangeError({ beginDate: '2026-01-01', endDate: '2027-01-02' })).toBe('report.range.tooLong');
  });
  it('a day that does not exist is invalid', () => {
    expect(reportRangeError({ beginDate: '2026-13-01', endDate: '2026-03-01' })).toBe('report.range.invalid');
  });
  it('daysOf lists every day inclusive', () => {
    expect(daysOf({ beginDate: '2026-02-27', endDate: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});
