import { MAX_LINES, toHandmadeSubmitLine } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../types';
import { initialLineAdjustState, type LineAdjustState, lineAdjustReducer } from './line-adjust-reducer';
import { planSubmit, submitIssues } from './submit';

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

describe('planned times', () => {
  // DC, S1 and S2 on one meridian 0.1 degree apart: 22 minutes of driving between neighbours.
  const stations = [
    { stationId: 'DC', latitude: '0', longitude: '121' },
    { stationId: 'S1', latitude: '0.1', longitude: '121' },
    { stationId: 'S2', latitude: '0.2', longitude: '121' },
  ];
  const timedPool = () =>
    run(
      initialLineAdjustState,
      { type: 'stationsLoaded', stations },
      {
        type: 'poolLoaded',
        rows: [
          row('w1', 'DC', 'S1', { etd: '2026-03-02 06:00:00' }),
          row('w2', 'DC', 'S2', { etd: '2026-03-02 06:00:00' }),
        ],
      },
      { type: 'addLine' },
      into(['w1', 'w2']),
    );
  const times = (s: LineAdjustState) => s.lines[0]?.stopList.map((x) => [x.stationId, x.eta, x.etd]);

  it('a line made from waybills has its times filled: start from their ETD, drives and service times', () => {
    expect(times(timedPool())).toEqual([
      ['DC', '2026-03-02 05:30:00', '2026-03-02 06:00:00'],
      ['S1', '2026-03-02 06:22:00', '2026-03-02 06:52:00'],
      ['S2', '2026-03-02 07:14:00', '2026-03-02 07:44:00'],
    ]);
  });

  it('an edited stop moves the later ones and says how many moved', () => {
    const s = run(timedPool(), {
      type: 'setTime',
      lineKey: 'new-1',
      stopIndex: 0,
      field: 'etd',
      value: '2026-03-02 07:00:00',
    });
    expect(times(s)?.slice(1)).toEqual([
      ['S1', '2026-03-02 07:22:00', '2026-03-02 07:52:00'],
      ['S2', '2026-03-02 08:14:00', '2026-03-02 08:44:00'],
    ]);
    expect(s.notice).toEqual({ key: 'lineAdjust.times.moved', params: { count: 2 }, level: 'info' });
  });

  it('a pinned stop stays when an earlier stop changes', () => {
    const s = run(
      timedPool(),
      { type: 'pinStop', lineKey: 'new-1', stopIndex: 2, pinned: true },
      { type: 'setTime', lineKey: 'new-1', stopIndex: 0, field: 'etd', value: '2026-03-02 07:00:00' },
    );
    expect(times(s)?.[2]).toEqual(['S2', '2026-03-02 07:14:00', '2026-03-02 07:44:00']);
    expect(s.notice?.params).toEqual({ count: 1 });
  });

  it('shifting the line by +30 minutes moves every stop and says so', () => {
    const s = run(timedPool(), { type: 'shiftLine', lineKey: 'new-1', minutes: 30 });
    expect(times(s)).toEqual([
      ['DC', '2026-03-02 06:00:00', '2026-03-02 06:30:00'],
      ['S1', '2026-03-02 06:52:00', '2026-03-02 07:22:00'],
      ['S2', '2026-03-02 07:44:00', '2026-03-02 08:14:00'],
    ]);
    expect(s.notice).toMatchObject({ key: 'lineAdjust.times.shifted', params: { count: 3, minutes: 30 } });
  });

  it('an existing shipment keeps its planned times: its timed stops come in pinned', () => {
    const s = run(
      initialLineAdjustState,
      { type: 'stationsLoaded', stations },
      {
        type: 'linesLoaded',
        lines: [
          {
            uuid: 'sh1',
            stopList: [
              { stationId: 'DC', eta: '2026-03-02 04:00:00', etd: '2026-03-02 04:10:00' },
              { stationId: 'S1', eta: '2026-03-02 09:00:00', etd: '2026-03-02 09:10:00' },
            ],
            orders: [row('w1', 'DC', 'S1', { etd: '2026-03-02 06:00:00' })],
          },
        ],
      },
    );
    expect(times(s)).toEqual([
      ['DC', '2026-03-02 04:00:00', '2026-03-02 04:10:00'],
      ['S1', '2026-03-02 09:00:00', '2026-03-02 09:10:00'],
    ]);
    expect(s.lines[0]?.stopList.every((x) => x.pinned)).toBe(true);
  });
});

describe('submit problems on the screen', () => {
  it('lists every problem at once, on the lines and stops as numbered on screen', () => {
    const s = run(
      initialLineAdjustState,
      { type: 'poolLoaded', rows: [row('w1', 'DC', 'S1'), row('w2', 'DC', 'S2')] },
      { type: 'addLine' },
      { type: 'addLine' },
      { type: 'addLine' },
      into(['w1'], 'new-2'),
      into(['w2'], 'new-3'),
      { type: 'setTime', lineKey: 'new-2', stopIndex: 0, field: 'etd', value: '2026-03-02 09:00:00' },
      { type: 'setTime', lineKey: 'new-2', stopIndex: 1, field: 'eta', value: '2026-03-02 08:00:00' },
    );
    const problems = submitIssues({ lines: s.lines, query: { transType: '3' } });
    // Line 1 is empty and not sent; line 2 has a stop out of time order; neither 2 nor 3 has a model.
    expect(problems.map((p) => [p.key, p.params.line, p.at])).toEqual([
      ['waybill.tip.etd.eta1', 2, [{ lineKey: 'new-2', stopIndex: 0 }]],
      ['shipment.placeholder.model', 2, [{ lineKey: 'new-2', stopIndex: null }]],
      ['shipment.placeholder.model', 3, [{ lineKey: 'new-3', stopIndex: null }]],
      ['waybill.tip.eta.etd.need', 2, [{ lineKey: 'new-2', stopIndex: 0 }]],
      ['waybill.tip.eta.etd.need', 3, [{ lineKey: 'new-3', stopIndex: 0 }]],
    ]);
  });

  it('showProblems marks the screen until it is turned off', () => {
    const s = run(start(), { type: 'showProblems', show: true });
    expect(s.showProblems).toBe(true);
    expect(run(s, { type: 'showProblems', show: false }).showProblems).toBe(false);
  });
});
