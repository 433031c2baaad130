import type { DispatchOrder } from '@tms/domain';
import type { PlannedTrip } from '@tms/planner/model';
import { describe, expect, it } from 'vitest';
import type { StationData } from '../core/station-data';
import { buildProblem } from './build-problem';
import { tripToLine } from './plan-to-lines';
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
