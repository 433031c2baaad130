import { MAX_LINES, toHandmadeSubmitLine } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../types';
import { initialLineAdjustState, type LineAdjustState, lineAdjustReducer } from './line-adjust-reducer';
import { planSubmit } from './submit';

const row = (uuid: string, shipFromId: string, shipToId: string, over: Partial<PoolRow> = {}): PoolRow => ({
  uuid,
  code: uuid.toUpperCase(),
  shipFromId,
  shipToId,
  srcStationName: shipFromId,
  destStationName: shipToId,
  totalWeight: '10',
  ...over,
});

const run = (state: LineAdjustState, ...actions: Parameters<typeof lineAdjustReducer>[1][]) =>
  actions.reduce(lineAdjustReducer, state);

/** A pool of three waybills from DC to S1 / S2 and one line. */
const start = () =>
  run(
    initialLineAdjustState,
    { type: 'poolLoaded', rows: [row('w1', 'DC', 'S1'), row('w2', 'DC', 'S2'), row('w3', 'DC', 'S1')] },
    { type: 'addLine' },
  );
const into = (ids: string[], lineKey = 'new-1') =>
  ({
    type: 'move',
    move: { kind: 'orders', ids, from: { kind: 'pool' }, to: { kind: 'line', lineKey } },
  }) as const;

describe('line adjustment state', () => {
  it('dragging waybills into a line builds its stops, pick-up first, and empties the pool of them', () => {
    const s = run(start(), into(['w1', 'w2']));
    expect(s.lines[0]?.stopList.map((x) => [x.stationId, x.stationType])).toEqual([
      ['DC', 'P'],
      ['S1', 'D'],
      ['S2', 'D'],
    ]);
    expect(s.pool.map((o) => o.uuid)).toEqual(['w3']);
  });

  it('ETD equals ETA plus 15 minutes when ETA changes', () => {
    const s = run(start(), into(['w1']), {
      type: 'setTime',
      lineKey: 'new-1',
      stopIndex: 1,
      field: 'eta',
      value: '2026-03-02 08:50:00',
    });
    expect(s.lines[0]?.stopList[1]).toMatchObject({ eta: '2026-03-02 08:50:00', etd: '2026-03-02 09:05:00' });
  });

  it('a move the domain refuses leaves the layout as it was and says why', () => {
    const before = run(
      initialLineAdjustState,
      {
        type: 'poolLoaded',
        rows: [row('a1', 'DC', 'S1', { parentId: 'p' }), row('a2', 'DC', 'S2', { parentId: 'p' })],
      },
      { type: 'addLine' },
    );
    const after = run(before, into(['a1', 'a2']));
    expect(after.lines).toBe(before.lines);
    expect(after.pool).toBe(before.pool);
    expect(after.notice).toEqual({ key: 'waybill.tips.someParent2', params: undefined });
  });

  it('a stop that would pass its successor is refused and the stops stay put', () => {
    const s = run(start(), into(['w1']));
    const after = run(s, { type: 'move', move: { kind: 'stop', lineKey: 'new-1', from: 0, to: 1 } });
    expect(after.lines[0]?.stopList.map((x) => x.stationId)).toEqual(['DC', 'S1']);
    expect(after.notice?.key).toBe('waybill.tip.stop.move.before');
  });

  it('restore puts back the layout from before a move the server refused', () => {
    const before = run(start(), into(['w1']));
    const snapshot = { lines: before.lines, pool: before.pool };
    const moved = run(before, into(['w2']));
    expect(moved.lines[0]?.orders).toHaveLength(2);
    const restored = run(moved, { type: 'restore', layout: snapshot, notice: { key: 'server says no' } });
    expect(restored.lines).toBe(before.lines);
    expect(restored.pool).toBe(before.pool);
    expect(restored.notice).toEqual({ key: 'server says no' });
  });

  it(`a ${MAX_LINES + 1}st line is refused with the ${MAX_LINES}-line message`, () => {
    const twenty = Array.from({ length: MAX_LINES }).reduce<LineAdjustState>(
      (s) => lineAdjustReducer(s, { type: 'addLine' }),
      initialLineAdjustState,
    );
    expect(twenty.lines).toHaveLength(MAX_LINES);
    const more = lineAdjustReducer(twenty, { type: 'addLine' });
    expect(more.lines).toHaveLength(MAX_LINES);
    expect(more.notice).toEqual({ key: 'waybill.tip.max.line', params: { max: MAX_LINES } });
  });

  it('taking waybills out of a line puts them back in the pool and drops stops nobody needs', () => {
    const s = run(start(), into(['w1', 'w2']), {
      type: 'move',
      move: { kind: 'orders', ids: ['w2'], from: { kind: 'line', lineKey: 'new-1' }, to: { kind: 'pool' } },
    });
    expect(s.lines[0]?.stopList.map((x) => x.stationId)).toEqual(['DC', 'S1']);
    expect(s.pool.map((o) => o.uuid).sort()).toEqual(['w2', 'w3']);
  });
});

describe('submit plan', () => {
  const timed = () =>
    run(
      start(),
      into(['w1']),
      { type: 'setTime', lineKey: 'new-1', stopIndex: 0, field: 'eta', value: '2026-03-02 06:00:00' },
      { type: 'setTime', lineKey: 'new-1', stopIndex: 0, field: 'backWareEta', value: '2026-03-02 12:00:00' },
      { type: 'setTime', lineKey: 'new-1', stopIndex: 0, field: 'backWareEtd', value: '2026-03-02 12:30:00' },
      { type: 'setTime', lineKey: 'new-1', stopIndex: 1, field: 'eta', value: '2026-03-02 08:00:00' },
    );

  it('a line without a vehicle model is refused with shipment.placeholder.model', () => {
    const plan = planSubmit({ lines: timed().lines, query: { transType: '3' } });
    expect(plan).toMatchObject({ ok: false, key: 'shipment.placeholder.model' });
  });

  it('builds each line through toHandmadeSubmitLine plus the line query parameters', () => {
    const state = run(timed(), { type: 'setModel', lineKey: 'new-1', vehicleMainModelId: 'm1' });
    const plan = planSubmit({
      lines: state.lines,
      query: { transType: '3', routeDetailId: 'Loop', routeDetailName: 'Loop' },
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const line = state.lines[0];
    if (!line) throw new Error('line missing');
    const expected = toHandmadeSubmitLine({ ...line, routeDetailId: 'Loop', routeDetailName: 'Loop' });
    expect(plan.lines).toEqual([{ ...expected, transType: '3', routeDetailName: 'Loop' }]);
    expect(plan.lines[0]).toMatchObject({
      routeDetailId: null,
      waybillIdList: ['w1'],
      takeFirstStationId: 'DC',
      downLastStationId: 'S1',
      etd: '2026-03-02 06:15:00',
    });
  });

  it('no lines with waybills: waybill.no.line', () => {
    expect(planSubmit({ lines: start().lines, query: { transType: '3' } })).toMatchObject({
      ok: false,
      key: 'waybill.no.line',
    });
  });
});
