import type { PlanningLine } from '@tms/contract';
import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../types';
import { initialLineAdjustState, type LineAdjustState, lineAdjustReducer } from './line-adjust-reducer';
import { roomForLines, waybillsToPlan } from './planned-lines';

const row = (uuid: string, shipFromId: string, shipToId: string): PoolRow => ({
  uuid,
  code: uuid.toUpperCase(),
  shipFromId,
  shipToId,
  srcStationName: shipFromId,
  destStationName: shipToId,
  totalWeight: '10',
});
const run = (state: LineAdjustState, ...actions: Parameters<typeof lineAdjustReducer>[1][]) =>
  actions.reduce(lineAdjustReducer, state);
const rows = [row('w1', 'DC', 'S1'), row('w2', 'DC', 'S2'), row('w3', 'DC', 'S1')];

const stop = (
  stationId: string,
  sequence: number,
  type: 'P' | 'D',
  eta: string,
  etd: string,
  pinned: boolean,
) => ({
  stationId,
  stationName: stationId,
  stationCode: stationId,
  sequence,
  type,
  eta,
  etd,
  isBckWare: sequence === 1 ? ('Y' as const) : ('N' as const),
  backWareEta: null,
  backWareEtd: null,
  etaIsOutTimewindow: 'N' as const,
  etdIsOutTimewindow: 'N' as const,
  pinned,
});
/** A planned line DC -> S1 -> S2 whose S2 stop waits for its window (pinned at 10:00). */
const planned: PlanningLine = {
  uuid: null,
  vehicleMainModelId: 'model-cold',
  vehicleModelName: 'Cold',
  routeDetailId: null,
  routeDetailName: null,
  transType: '3',
  waybillIdList: ['w1', 'w2'],
  stopList: [
    stop('DC', 1, 'P', '2026-11-27 05:30:00', '2026-11-27 06:00:00', true),
    stop('S1', 2, 'D', '2026-11-27 06:30:00', '2026-11-27 07:00:00', false),
    stop('S2', 3, 'D', '2026-11-27 10:00:00', '2026-11-27 10:30:00', true),
  ],
  distanceKm: 42,
  vehicleNo: 1,
  tripNo: 1,
};

describe('an automatic plan on the screen', () => {
  it('its lines become ordinary new lines: model, stops in order, waybills out of the pool', () => {
    const s = run(
      initialLineAdjustState,
      { type: 'poolLoaded', rows },
      { type: 'addLine' },
      {
        type: 'planApplied',
        lines: [planned],
      },
    );
    expect(s.lines.map((l) => l.key)).toEqual(['new-1', 'new-2']);
    const line = s.lines[1];
    expect(line?.vehicleMainModelId).toBe('model-cold');
    expect(line?.orders.map((o) => o.uuid)).toEqual(['w1', 'w2']);
    expect(line?.stopList.map((s) => s.stationId)).toEqual(['DC', 'S1', 'S2']);
    expect(s.pool.map((o) => o.uuid)).toEqual(['w3']);
    // The planner's own times stay where it pinned them.
    expect(line?.stopList[0]?.etd).toBe('2026-11-27 06:00:00');
    expect(line?.stopList[2]?.eta).toBe('2026-11-27 10:00:00');
    expect(line?.stopList[2]?.pinned).toBe(true);
    // A new line's key continues after the plan's.
    expect(run(s, { type: 'addLine' }).lines.at(-1)?.key).toBe('new-3');
  });

  it('a planned line is edited like any other: a stop moved by hand keeps the line valid', () => {
    const s = run(
      initialLineAdjustState,
      { type: 'poolLoaded', rows },
      { type: 'planApplied', lines: [planned] },
    );
    const moved = run(s, { type: 'move', move: { kind: 'stop', lineKey: 'new-1', from: 2, to: 1 } });
    expect(moved.notice).toBeNull();
    expect(moved.lines[0]?.stopList.map((x) => x.stationId)).toEqual(['DC', 'S2', 'S1']);
  });

  it('never goes beyond the screen’s 20 lines; the room left is what a plan may propose', () => {
    let s = run(initialLineAdjustState, { type: 'poolLoaded', rows });
    for (let i = 0; i < 19; i++) s = run(s, { type: 'addLine' });
    expect(roomForLines(s.lines)).toBe(1);
    const second = {
      ...planned,
      waybillIdList: ['w3'],
      stopList: [planned.stopList[0], planned.stopList[1]],
    };
    s = run(s, { type: 'planApplied', lines: [planned, second as PlanningLine] });
    expect(s.lines).toHaveLength(20);
    expect(roomForLines(s.lines)).toBe(0);
    expect(s.pool.map((o) => o.uuid)).toEqual(['w3']);
  });

  it('plans the ticked waybills, or the whole pool', () => {
    expect(waybillsToPlan(rows, ['w3', 'w1'], 'ticked')).toEqual(['w1', 'w3']);
    expect(waybillsToPlan(rows, ['w3'], 'all')).toEqual(['w1', 'w2', 'w3']);
  });
});
