import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../types';
import { initialLineAdjustState, type LineAdjustState, lineAdjustReducer } from './line-adjust-reducer';
import { draftLinesOf, hasUnsubmittedLines } from './line-draft';

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

/** A screen with one line holding w1 and w2 (w3 left in the pool), the store's ETA pinned by hand. */
function built() {
  return run(
    initialLineAdjustState,
    { type: 'poolLoaded', rows },
    { type: 'addLine' },
    { type: 'addLine' },
    {
      type: 'move',
      move: {
        kind: 'orders',
        ids: ['w1', 'w2'],
        from: { kind: 'pool' },
        to: { kind: 'line', lineKey: 'new-2' },
      },
    },
    { type: 'setTime', lineKey: 'new-2', stopIndex: 1, field: 'eta', value: '2026-11-27 09:00' },
  );
}

describe('line drafts', () => {
  it('a draft keeps the lines with waybills: their order, model and stop times; empty lines are not kept', () => {
    const draft = draftLinesOf(built().lines);
    expect(draft.map((l) => [l.key, l.waybillIds])).toEqual([['new-2', ['w1', 'w2']]]);
    expect(draft[0]?.stops.map((s) => s.stationId)).toEqual(['DC', 'S1', 'S2']);
    expect(draft[0]?.stops[1]?.eta).toBe('2026-11-27 09:00');
  });

  it('edit-mode lines (shipments already made) are not drafted, so they do not count as unsubmitted', () => {
    const lines = built().lines.map((l) => ({ ...l, uuid: 'shipment-1' }));
    expect(draftLinesOf(lines)).toEqual([]);
    expect(hasUnsubmittedLines(lines)).toBe(false);
    expect(hasUnsubmittedLines(built().lines)).toBe(true);
  });

  it('a restored draft takes its waybills out of the pool with the times set, and new keys continue after it', () => {
    const draft = draftLinesOf(built().lines);
    const s = run(
      initialLineAdjustState,
      { type: 'poolLoaded', rows },
      { type: 'restoreDraft', lines: draft, rows },
      { type: 'addLine' },
    );
    expect(s.lines.map((l) => [l.key, l.orders.map((o) => o.uuid)])).toEqual([
      ['new-2', ['w1', 'w2']],
      ['new-3', []],
    ]);
    expect(s.lines[0]?.stopList[1]?.eta).toBe('2026-11-27 09:00');
    expect(s.pool.map((o) => o.uuid)).toEqual(['w3']);
  });

  it('a waybill that left the pool since stays out; a line left with none is dropped', () => {
    const draft = [
      ...draftLinesOf(built().lines),
      { key: 'new-5', vehicleMainModelId: null, stops: [], waybillIds: ['gone'] },
    ];
    const s = run(initialLineAdjustState, {
      type: 'restoreDraft',
      lines: draft,
      rows: [row('w2', 'DC', 'S2')],
    });
    expect(s.lines.map((l) => [l.key, l.orders.map((o) => o.uuid)])).toEqual([['new-2', ['w2']]]);
    expect(s.lines[0]?.stopList.map((x) => x.stationId)).toEqual(['DC', 'S2']);
  });
});
