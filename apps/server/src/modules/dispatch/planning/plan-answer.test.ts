import { type DispatchOrder, stopServiceMinutes } from '@tms/domain';
import type { Plan, PlannedTrip } from '@tms/planner/model';
import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../core/pool-rows';
import type { StationData } from '../core/station-data';
import type { SubmitData } from '../core/submit-line';
import { buildProblem } from './build-problem';
import { planAnswer } from './plan-answer';
import { splitService, stopFixedMinutes } from './stop-service';

const DAY = '2030-06-03'; // a Monday
const station = (id: string, over: Partial<StationData> = {}): StationData => ({
  stationId: id,
  stationCode: id.toUpperCase(),
  stationName: `Station ${id}`,
  city: null,
  address: null,
  latitude: null,
  longitude: null,
  timeWindows: [],
  exTimeWindows: [],
  loadRules: [],
  transMode: null,
  billingMethod: null,
  handoverMethod: null,
  allocationFactor: null,
  mutexIds: [],
  ...over,
});
const order = (uuid: string, from: string, to: string, requiredDeliveryTime: string | null = null) => ({
  uuid,
  code: uuid.toUpperCase(),
  parentId: null,
  shipFromId: from,
  shipToId: to,
  requiredDeliveryTime,
  totalWeight: '100',
  totalVolume: '1',
  tempVoLists: [{ tempCode: 'FROZEN', weight: '100', volume: '1', cases: '10' }],
});
const stations = new Map(['a', 'b', 'c'].map((id) => [id, station(id)]));
const model = {
  uuid: 'm',
  name: 'M',
  temperatureLayers: ['FROZEN'],
  ratedLoadKg: '1000',
  ratedVolumeM3: '50',
};

/** The answer for one trip: a picks up w1 and w2, b receives w1, then c receives w2. */
function answer(orders: ReturnType<typeof order>[], softWindows = false) {
  const built = buildProblem({
    request: { planDate: DAY, startTime: '06:00', objective: 'vehicles', softWindows },
    orders,
    stations,
    models: [{ model, count: 1 }],
    mutexPairs: [],
  });
  const visit = (jobId: string, kind: 'pickup' | 'delivery', location: number, at: number) => ({
    jobId,
    kind,
    location,
    arrival: at,
    wait: 0,
    serviceStart: at,
    departure: at,
    load: [],
    lateness: 0,
  });
  // The solver's own times; the line is timed again as the screen times it (30 minutes a stop, 30 a drive).
  const trip: PlannedTrip = {
    vehicleType: 'm',
    vehicleIndex: 0,
    trip: 1,
    start: 360,
    end: 600,
    distance: 40,
    startLoad: [],
    stops: [
      visit('w1', 'pickup', 0, 360),
      visit('w2', 'pickup', 0, 360),
      visit('w1', 'delivery', 1, 420),
      visit('w2', 'delivery', 2, 480),
    ],
  };
  const plan: Plan = {
    trips: [trip],
    unassigned: [],
    totals: { distance: 40, duration: 240, vehicles: 1, cost: 40, lateness: 0 },
    stats: { seed: 1, iterations: 1, elapsedMs: 1 },
  };
  const rows = orders.map((o) => [o.uuid, { ...o, heldBy: 1 } as unknown as PoolRow & { heldBy: number }]);
  const data: SubmitData = { waybills: new Map(rows as never), stations, models: new Map([['m', model]]) };
  return planAnswer({
    plan,
    built,
    planDate: DAY,
    data,
    orders: new Map(orders.map((o) => [o.uuid, o])),
    maxLines: 20,
  });
}

describe('the plan’s answer and late arrival', () => {
  // a 06:00-06:30, b 07:00-07:30, c 08:00: w2 is due at c by 07:50.
  const orders = () => [order('w1', 'a', 'b'), order('w2', 'a', 'c', `${DAY} 07:50:00`)];

  it('a waybill the line would deliver late is taken off it, in the screen’s words; the rest stays', () => {
    const result = answer(orders());
    expect(result.lines.map((l) => l.waybillIdList)).toEqual([['w1']]);
    expect(result.lines[0]?.stopList.map((s) => s.stationId)).toEqual(['a', 'b']);
    expect(result.unplanned).toEqual([
      {
        waybillId: 'w2',
        code: 'W2',
        reasonCode: 'late',
        key: 'waybill.tip.eta.required',
        params: { station: 'Station c', code: 'W2', arrival: `${DAY} 08:00`, required: `${DAY} 07:50` },
      },
    ]);
  });

  it('a waybill on time stays on its line', () => {
    const result = answer([order('w1', 'a', 'b'), order('w2', 'a', 'c', `${DAY} 08:00:00`)]);
    expect(result.lines.map((l) => l.waybillIdList)).toEqual([['w1', 'w2']]);
    expect(result.unplanned).toEqual([]);
  });

  it('late arrival allowed (soft windows): the late stop is proposed as it is', () => {
    const result = answer(orders(), true);
    expect(result.lines.map((l) => l.waybillIdList)).toEqual([['w1', 'w2']]);
    expect(result.lines[0]?.stopList[2]).toMatchObject({ stationId: 'c', eta: `${DAY} 08:00:00` });
    expect(result.unplanned).toEqual([]);
  });
});

describe('the required delivery time in the solver’s problem', () => {
  const build = (softWindows: boolean) =>
    buildProblem({
      request: { planDate: DAY, startTime: '06:00', objective: 'vehicles', softWindows },
      orders: [order('w1', 'a', 'b', `${DAY} 09:00:00`)],
      stations,
      models: [{ model, count: 1 }],
      mutexPairs: [],
    });

  it('hard by default: the delivery must start by the required time', () => {
    const built = build(false);
    expect(built.problem.jobs[0]?.delivery.timeWindows).toEqual([[360, 540]]);
    expect(built.problem.softWindows).toBeUndefined();
    expect(built.lateArrival).toBe('refuse');
  });

  it('soft when the dispatcher allows late arrival: the same end, which the solver may pass (penalised)', () => {
    const built = build(true);
    expect(built.problem.jobs[0]?.delivery.timeWindows).toEqual([[360, 540]]);
    expect(built.problem.softWindows?.maxLateness).toBeGreaterThan(0);
    expect(built.lateArrival).toBe('accept');
  });

  it('a waybill no line can bring in time is left out before solving, with the earliest arrival', () => {
    const built = buildProblem({
      request: { planDate: DAY, startTime: '06:00', objective: 'vehicles' },
      orders: [order('w1', 'a', 'b', `${DAY} 06:45:00`)],
      stations,
      models: [{ model, count: 1 }],
      mutexPairs: [],
    });
    expect(built.impossible).toEqual([
      {
        waybillId: 'w1',
        reason: 'late',
        late: expect.objectContaining({
          arrival: `${DAY} 07:00`,
          required: `${DAY} 06:45`,
          station: 'Station b',
        }),
      },
    ]);
  });
});

describe('left out before solving: late, or a window', () => {
  it('a stop that receives only after the required time is a window problem, not lateness', () => {
    const nightly = [1, 2, 3, 4, 5, 6, 7].map((weekdayCode) => ({
      weekday: null,
      weekdayCode,
      startTime: '22:00',
      endTime: '23:59',
    }));
    const built = buildProblem({
      request: { planDate: DAY, startTime: '06:00', objective: 'vehicles' },
      orders: [order('w1', 'a', 'b', `${DAY} 13:00:00`)],
      stations: new Map([...stations, ['b', station('b', { timeWindows: nightly })]]),
      models: [{ model, count: 1 }],
      mutexPairs: [],
    });
    expect(built.impossible).toEqual([{ waybillId: 'w1', reason: 'time-window' }]);
  });
});

describe('the solver’s stop time is never shorter than the screen’s', () => {
  // Loading: 5 minutes + 0.35 a case; unloading: 10 minutes + 0.45 a case (by cases).
  const rules = [
    {
      deliverProperty: 1,
      loadEfficiency: '0.35',
      cargoEfficiency: '0.45',
      fixedHandTime: '5',
      fixedLoadTime: null,
      fixedCargoTime: null,
    },
  ];
  const hub = station('h', { loadRules: rules as unknown as StationData['loadRules'] });
  const waybill = (uuid: string, cases: string, from: string, to: string): DispatchOrder => ({
    ...order(uuid, from, to),
    tempVoLists: [{ tempCode: 'FROZEN', weight: '10', volume: '1', cases }],
  });

  it.each([
    [
      'three pick-ups whose minutes round up',
      [waybill('p1', '3', 'h', 'x'), waybill('p2', '7', 'h', 'x'), waybill('p3', '1', 'h', 'y')],
    ],
    ['a stop that loads and unloads', [waybill('p1', '3', 'h', 'x'), waybill('d1', '9', 'x', 'h')]],
  ])('%s', (_case, orders) => {
    const location = new Map([
      ['h', 0],
      ['x', 1],
      ['y', 2],
    ]);
    const serviceOf = (o: DispatchOrder, stationId: string, mode: 'load' | 'unload') =>
      splitService(stationId === 'h' ? hub.loadRules : [], o, mode);
    const fixed = stopFixedMinutes(orders, location, serviceOf)[0] ?? 0;
    const own = orders.reduce(
      (sum, o) =>
        sum +
        (o.shipFromId === 'h' ? serviceOf(o, 'h', 'load').perWaybill : 0) +
        (o.shipToId === 'h' ? serviceOf(o, 'h', 'unload').perWaybill : 0),
      0,
    );
    const screen = stopServiceMinutes({ stationId: 'h', loadRules: hub.loadRules }, orders);
    expect(fixed + own).toBeGreaterThanOrEqual(screen);
    expect(fixed + own - screen).toBeLessThan(3);
  });
});
