import { describe, expect, it } from 'vitest';
import { type DeferState, evaluateDefer } from './defer';
import { averageSpeedKmh, DEFAULT_ETA_SPEED_KMH, etaException, etaSpeedKmh, predictArrivals } from './eta';
import { haversineMetres } from './geo';
import { context, min, ROAD, rule, STORE1, STORE2 } from './test-fixtures';

describe('predicted arrivals', () => {
  it('drives the haversine distance times 1.3 at the observed speed, then adds each stop’s service time', () => {
    const [first, second] = predictArrivals({
      now: min(0),
      position: ROAD,
      stops: [
        { ...STORE1, serviceMinutes: 20 },
        { ...STORE2, serviceMinutes: 15 },
      ],
      observedSpeedKmh: 30,
    });
    const leg1 = (haversineMetres(ROAD, STORE1) / 1000) * 1.3;
    const leg2 = (haversineMetres(STORE1, STORE2) / 1000) * 1.3;
    expect(Number(first?.legKm)).toBeCloseTo(leg1, 3);
    expect(first?.predictedArrival).toBeCloseTo(min(0) + (leg1 / 30) * 3_600_000, -3);
    expect(first?.predictedDeparture).toBe((first?.predictedArrival ?? 0) + 20 * 60_000);
    expect(second?.predictedArrival).toBeCloseTo(min(20) + ((leg1 + leg2) / 30) * 3_600_000, -3);
    expect(second?.predictedDeparture).toBe((second?.predictedArrival ?? 0) + 15 * 60_000);
  });

  it('times are whole seconds', () => {
    const [p] = predictArrivals({ now: min(0), position: ROAD, stops: [STORE1] });
    expect((p?.predictedArrival ?? 1) % 1000).toBe(0);
  });

  it('uses the default speed when nothing trustworthy was observed, and another road factor when given', () => {
    expect(etaSpeedKmh(null)).toBe(DEFAULT_ETA_SPEED_KMH);
    expect(etaSpeedKmh(2)).toBe(DEFAULT_ETA_SPEED_KMH);
    expect(etaSpeedKmh(2, 55)).toBe(55);
    expect(etaSpeedKmh(62)).toBe(62);
    const at1 = predictArrivals({ now: 0, position: ROAD, stops: [STORE1], roadFactor: 1 })[0];
    expect(Number(at1?.legKm)).toBeCloseTo(haversineMetres(ROAD, STORE1) / 1000, 3);
  });

  it('no stops left, no predictions', () => {
    expect(predictArrivals({ now: 0, position: ROAD, stops: [] })).toEqual([]);
  });
});

describe('observed average speed', () => {
  it('is the odometer distance over the elapsed time', () => {
    expect(
      averageSpeedKmh([
        { time: min(0), lat: null, lon: null, odometerKm: 1000 },
        { time: min(30), lat: null, lon: null, odometerKm: 1025 },
      ]),
    ).toBe(50);
  });

  it('falls back to the path through the positions', () => {
    const kmh = averageSpeedKmh([
      { time: min(0), ...ROAD },
      { time: min(60), ...STORE1 },
    ]);
    expect(kmh).toBeCloseTo(haversineMetres(ROAD, STORE1) / 1000, 1);
  });

  it('has no answer without elapsed time', () => {
    expect(averageSpeedKmh([{ time: min(0), ...ROAD }])).toBeNull();
    expect(
      averageSpeedKmh([
        { time: min(0), ...ROAD },
        { time: min(0), ...STORE1 },
      ]),
    ).toBeNull();
  });
});

describe('ETA exception', () => {
  it('is raised when the prediction is later than the planned ETA by more than the delay minutes', () => {
    expect(etaException(min(100), min(60), null, 30)).toEqual({
      lateMinutes: 40,
      deadline: min(60),
      basis: 'plannedEta',
    });
    expect(etaException(min(90), min(60), null, 30)).toBeNull();
  });

  it('a later receiving-window end is the deadline: arriving inside the window is on time', () => {
    expect(etaException(min(100), min(60), min(120), 0)).toBeNull();
    expect(etaException(min(130), min(60), min(120), 0)).toEqual({
      lateMinutes: 10,
      deadline: min(120),
      basis: 'windowEnd',
    });
    // A window that closes before the planned ETA does not bring the deadline forward.
    expect(etaException(min(70), min(60), min(50), 0)).toEqual(
      expect.objectContaining({ basis: 'plannedEta' }),
    );
  });

  it('a negative delay warns ahead of lateness', () => {
    expect(etaException(min(40), min(60), null, -30)).toEqual({
      lateMinutes: -20,
      deadline: min(60),
      basis: 'plannedEta',
    });
    expect(etaException(min(20), min(60), null, -30)).toBeNull();
  });

  it('nothing to compare with, no exception', () => {
    expect(etaException(min(100), null, null, 0)).toBeNull();
  });
});

describe('delay alerts', () => {
  const late30 = rule({
    type: 'defer',
    delayMinutes: 30,
    levels: { slight: null, moderate: 60, serious: null },
  });
  const check = (
    state: DeferState | null,
    m: number,
    stops: { stationId: string; predicted: number; planned: number }[],
  ) =>
    evaluateDefer(
      state,
      {
        time: min(m),
        place: ROAD,
        stops: stops.map((s) => ({
          stationId: s.stationId,
          predictedArrival: s.predicted,
          plannedEta: s.planned,
        })),
      },
      late30,
      context(),
    );

  it('one alert per late stop, opened when predicted later than allowed, closed when no longer', () => {
    const a = check(null, 0, [
      { stationId: 'S1', predicted: min(100), planned: min(60) },
      { stationId: 'S2', predicted: min(150), planned: min(140) },
    ]);
    expect(a.events).toEqual([
      expect.objectContaining({
        kind: 'opened',
        key: 'SH1|r-defer|S1',
        stationId: 'S1',
        level: 'slight',
        startTime: min(0),
      }),
    ]);
    const b = check(a.state, 10, [
      { stationId: 'S1', predicted: min(125), planned: min(60) },
      { stationId: 'S2', predicted: min(150), planned: min(140) },
    ]);
    expect(b.events).toEqual([
      expect.objectContaining({ kind: 'updated', level: 'moderate', min: 40, max: 65 }),
    ]);
    const c = check(b.state, 20, [{ stationId: 'S1', predicted: min(80), planned: min(60) }]);
    expect(c.events).toEqual([
      expect.objectContaining({ kind: 'closed', stationId: 'S1', endTime: min(20) }),
    ]);
  });

  it('a stop no longer among the remaining ones (reached) ends its alert', () => {
    const a = check(null, 0, [{ stationId: 'S1', predicted: min(100), planned: min(60) }]);
    expect(check(a.state, 10, []).events).toEqual([
      expect.objectContaining({ kind: 'closed', stationId: 'S1' }),
    ]);
  });

  it('an older check is ignored', () => {
    const a = check(null, 10, [{ stationId: 'S1', predicted: min(100), planned: min(60) }]);
    expect(check(a.state, 5, [])).toEqual({ state: a.state, events: [] });
  });
});
