import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../types';
import { lateMarks } from './late-marks';
import { initialLineAdjustState, type LineAdjustState, lineAdjustReducer } from './line-adjust-reducer';
import { submitIssues } from './submit';

const row = (uuid: string, shipFromId: string, shipToId: string, over: Partial<PoolRow> = {}): PoolRow => ({
  uuid,
  code: uuid.toUpperCase(),
  shipFromId,
  shipToId,
  srcStationName: shipFromId,
  destStationName: shipToId,
  totalWeight: '10',
  etd: '2026-03-02 06:00:00',
  ...over,
});
const run = (state: LineAdjustState, ...actions: Parameters<typeof lineAdjustReducer>[1][]) =>
  actions.reduce(lineAdjustReducer, state);

// DC, S1 and S2 on one meridian 0.1 degree apart: 22 minutes of driving between neighbours, 30 minutes a
// stop. Planned: DC 05:30-06:00, S1 06:22-06:52, S2 07:14-07:44. W1 is required at S1 by 07:00.
const stations = [
  { stationId: 'DC', stationName: 'DC', latitude: '0', longitude: '121' },
  { stationId: 'S1', stationName: 'S1', latitude: '0.1', longitude: '121' },
  { stationId: 'S2', stationName: 'S2', latitude: '0.2', longitude: '121' },
];
const line = () =>
  run(
    initialLineAdjustState,
    { type: 'stationsLoaded', stations },
    {
      type: 'poolLoaded',
      rows: [row('w1', 'DC', 'S1', { requiredDeliveryTime: '2026-03-02 07:00:00' }), row('w2', 'DC', 'S2')],
    },
    { type: 'addLine' },
    {
      type: 'move',
      move: {
        kind: 'orders',
        ids: ['w1', 'w2'],
        from: { kind: 'pool' },
        to: { kind: 'line', lineKey: 'new-1' },
      },
    },
  );
const S2_FIRST = { type: 'move', move: { kind: 'stop', lineKey: 'new-1', from: 2, to: 1 } } as const;
const LATE_AT_S1 = {
  key: 'waybill.tip.eta.required',
  params: { station: 'S1', code: 'W1', arrival: '2026-03-02 07:36', required: '2026-03-02 07:00' },
};

describe('the late mark on the line screen', () => {
  it('a stop reached in time is not marked', () => {
    const s = line();
    expect(s.lines[0]?.stopList.map((x) => [x.stationId, x.eta])).toEqual([
      ['DC', '2026-03-02 05:30:00'],
      ['S1', '2026-03-02 06:22:00'],
      ['S2', '2026-03-02 07:14:00'],
    ]);
    const first = s.lines[0];
    expect(first && lateMarks(first).size).toBe(0);
  });

  it('a stop moved by hand is moved even when that makes another late, which is then marked in the submit’s words', () => {
    const s = run(line(), S2_FIRST);
    expect(s.notice).toBeNull();
    const moved = s.lines[0];
    expect(moved?.stopList.map((x) => [x.stationId, x.eta])).toEqual([
      ['DC', '2026-03-02 05:30:00'],
      ['S2', '2026-03-02 06:44:00'],
      ['S1', '2026-03-02 07:36:00'],
    ]);
    expect(moved && [...lateMarks(moved)]).toEqual([[2, [LATE_AT_S1]]]);
    // The submit refuses the stop with the very words of the mark, at the same stop.
    const problems = submitIssues({ lines: s.lines, query: { transType: '3' } });
    expect(problems.filter((p) => p.key === LATE_AT_S1.key)).toEqual([
      {
        ...LATE_AT_S1,
        params: { line: 1, ...LATE_AT_S1.params },
        confirm: false,
        at: [{ lineKey: 'new-1', stopIndex: 2 }],
      },
    ]);
  });

  it('late arrival allowed: the late stop is one question, and no refusal', () => {
    const s = run(line(), S2_FIRST, { type: 'allowLate', allow: true });
    const asked = submitIssues({ lines: s.lines, query: { transType: '3' }, lateArrival: 'ask' });
    expect(asked.filter((p) => p.key.startsWith('waybill.tip.')).map((p) => [p.key, p.confirm])).toEqual([
      ['waybill.tip.late.submit', true],
    ]);
    const accepted = submitIssues({ lines: s.lines, query: { transType: '3' }, lateArrival: 'accept' });
    expect(accepted.some((p) => p.key.startsWith('waybill.tip.late') || p.key === LATE_AT_S1.key)).toBe(
      false,
    );
  });

  it('the choice to allow late arrival lasts one submit; a plan made with it carries it', () => {
    const allowed = run(line(), { type: 'allowLate', allow: true });
    expect(allowed.allowLate).toBe(true);
    expect(run(allowed, { type: 'submitted', lineKeys: ['new-1'] }).allowLate).toBe(false);
    expect(run(line(), { type: 'planApplied', lines: [], allowLate: true }).allowLate).toBe(true);
    expect(run(line(), { type: 'planApplied', lines: [] }).allowLate).toBe(false);
  });
});
