import type { DispatchOrder } from '@tms/domain';
import type { PlannedTrip } from '@tms/planner/model';
import { describe, expect, it } from 'vitest';
import type { StationData } from '../core/station-data';
import { buildProblem } from './build-problem';
import { splitAtEmptyReturns, tripToLine } from './plan-to-lines';
import { serviceStartWindows, stationMinuteWindows } from './service-windows';

const station = (id: string, over: Partial<StationData> = {}): StationData => ({
  stationId: id,
  stationCode: id.toUpperCase(),
  stationName: id,
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
const order = (uuid: string, from: string, to: string, parentId?: string): DispatchOrder => ({
  uuid,
  code: uuid.toUpperCase(),
  shipFromId: from,
  shipToId: to,
  parentId: parentId ?? null,
  totalWeight: '100',
  totalVolume: '1',
  tempVoLists: [{ tempCode: 'FROZEN', weight: '100', volume: '1', cases: '10' }],
});
const stations = new Map(['a', 'b', 'c'].map((id) => [id, station(id)]));
const DAY = '2030-06-03'; // a Monday

describe('windows', () => {
  it('weekday windows of the plan date and the next day; extra windows replace a day', () => {
    const weekday = [1, 2].map((weekdayCode) => ({ weekdayCode, startTime: '08:00', endTime: '10:00' }));
    expect(stationMinuteWindows(DAY, weekday, [])).toEqual([
      [480, 600],
      [1920, 2040],
    ]);
    const extra = [{ weekdayCode: null, startDay: DAY, endDay: DAY, startTime: '12:00', endTime: '13:00' }];
    expect(stationMinuteWindows(DAY, weekday, extra)).toEqual([
      [720, 780],
      [1920, 2040],
    ]);
    expect(stationMinuteWindows(DAY, [], [])).toBeNull();
  });

  it('service must end inside the window and before the deadline', () => {
    expect(serviceStartWindows([[480, 600]], 30, [360, 1800], 560)).toEqual([[480, 560]]);
    expect(serviceStartWindows([[480, 500]], 30, [360, 1800], null)).toEqual([]);
  });
});

describe('problem and lines', () => {
  const orders = [order('w1', 'a', 'b'), order('w2', 'a', 'c', 'p'), order('w3', 'a', 'b', 'p')];
  const built = buildProblem({
    request: { planDate: DAY, startTime: '06:00', objective: 'vehicles' },
    orders,
    stations,
    models: [{ model: { uuid: 'm', temperatureLayers: ['FROZEN'], ratedLoadKg: '1000' }, count: 2 }],
    mutexPairs: [['b', 'c']],
  });

  it('one pickup-delivery job per waybill, conflicts for the family and mutually exclusive stations', () => {
    expect(built.stationIds[0]).toBe('a');
    expect(built.problem.jobs.map((j) => [j.id, j.pickup?.location, j.delivery.location])).toEqual([
      ['w1', 0, 1],
      ['w2', 0, 2],
      ['w3', 0, 1],
    ]);
    expect(built.problem.conflicts).toEqual([
      ['station:b', 'station:c'],
      ['family:p', 'family:p'],
    ]);
    expect(built.problem.vehicleTypes[0]?.capacity).toEqual([1_000_000, Number.MAX_SAFE_INTEGER]);
  });

  it('a station visited twice becomes one stop placed so every pickup comes before its delivery', () => {
    const visit = (jobId: string, kind: 'pickup' | 'delivery', location: number, at: number) => ({
      jobId,
      kind,
      location,
      arrival: at,
      wait: 0,
      serviceStart: at,
      departure: at + 30,
      load: [],
      lateness: 0,
    });
    const trip: PlannedTrip = {
      vehicleType: 'm',
      vehicleIndex: 0,
      trip: 1,
      start: 360,
      end: 600,
      distance: 0,
      startLoad: [],
      stops: [visit('w1', 'pickup', 0, 360), visit('w1', 'delivery', 1, 420), visit('w3', 'pickup', 0, 480)],
    };
    // The solver came back to a for w3 after b: a (pick-ups only) stays where first visited, b (deliveries
    // only) moves to its last visit, and both waybills are delivered there in one stop.
    trip.stops.push(visit('w3', 'delivery', 1, 540));
    const line = tripToLine({
      trip,
      built,
      planDate: DAY,
      orders: new Map(orders.map((o) => [o.uuid, o])),
      stations,
      modelName: 'M',
    });
    expect(line.stopList.map((s) => [s.stationId, s.type, s.isBckWare])).toEqual([
      ['a', 'P', 'Y'],
      ['b', 'D', 'N'],
    ]);
    expect(line.stopList.map((s) => [s.eta, s.etd])).toEqual([
      ['2030-06-03 06:00:00', '2030-06-03 06:30:00'],
      ['2030-06-03 07:00:00', '2030-06-03 07:30:00'],
    ]);
    // Back at the first stop after the drive from the last (20 km without positions: 30 minutes).
    expect(line.stopList[0]?.backWareEta).toBe('2030-06-03 08:00:00');
    expect(line.waybillIdList).toEqual(['w1', 'w3']);
  });
});

describe('a trip that comes back to a station it visited', () => {
  const stop = (jobId: string, kind: 'pickup' | 'delivery', location: number) => ({
    jobId,
    kind,
    location,
    arrival: 0,
    wait: 0,
    serviceStart: 0,
    departure: 0,
    load: [],
    lateness: 0,
  });
  const tripOf = (stops: PlannedTrip['stops']): PlannedTrip => ({
    vehicleType: 'm',
    vehicleIndex: 0,
    trip: 1,
    start: 0,
    end: 0,
    distance: 0,
    startLoad: [],
    stops,
  });
  const names = ['depot', 'x', 'y'];
  const pieces = (stops: PlannedTrip['stops']) =>
    splitAtEmptyReturns(tripOf(stops), (l) => names[l] as string).map((t) =>
      t.stops.map((s) => `${s.kind[0]}${s.jobId}@${names[s.location]}`),
    );

  it('is cut where the vehicle was last empty before the return', () => {
    expect(
      pieces([
        stop('1', 'pickup', 0),
        stop('1', 'delivery', 1),
        stop('2', 'pickup', 0),
        stop('2', 'delivery', 2),
      ]),
    ).toEqual([
      ['p1@depot', 'd1@x'],
      ['p2@depot', 'd2@y'],
    ]);
    // Back at x with 3 on board: the cut is after 1 was delivered, before 3 was picked up.
    expect(
      pieces([
        stop('1', 'pickup', 0),
        stop('1', 'delivery', 1),
        stop('3', 'pickup', 2),
        stop('3', 'delivery', 1),
      ]),
    ).toEqual([
      ['p1@depot', 'd1@x'],
      ['p3@y', 'd3@x'],
    ]);
  });

  it('stays one line when the goods stay on board all the way', () => {
    const loaded = [
      stop('1', 'pickup', 0),
      stop('2', 'pickup', 1),
      stop('1', 'delivery', 0),
      stop('2', 'delivery', 2),
    ];
    expect(pieces(loaded)).toHaveLength(1);
    expect(pieces([stop('1', 'pickup', 0), stop('1', 'delivery', 1), stop('2', 'pickup', 2)])).toHaveLength(
      1,
    );
  });
});
