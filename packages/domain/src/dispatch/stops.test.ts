import { describe, expect, it } from 'vitest';
import {
  applyReturnTrips,
  checkOrdersIntoLine,
  checkStationMutex,
  moveStop,
  orderStops,
  returnTripFlags,
  stopTypeOf,
  syncStops,
} from './stops';
import { ids, order, stop } from './test-fixtures';

describe('stop type', () => {
  const orders = [order('w1', 'DC', 'S1'), order('w2', 'S1', 'S2')];

  it('is P where orders are picked up, D where delivered, P&D where both', () => {
    expect(stopTypeOf('DC', orders)).toBe('P');
    expect(stopTypeOf('S2', orders)).toBe('D');
    expect(stopTypeOf('S1', orders)).toBe('P&D');
  });

  it('is null for a station no order uses', () => {
    expect(stopTypeOf('X', orders)).toBeNull();
  });
});

describe('stop order', () => {
  it('puts pick-up stops first, then combined, then delivery, keeping order within a group', () => {
    const stops = [
      stop('D1', { stationType: 'D' }),
      stop('PD', { stationType: 'P&D' }),
      stop('P1', { stationType: 'P' }),
      stop('D2', { stationType: 'D' }),
      stop('P2', { stationType: 'P' }),
    ];
    expect(ids(orderStops(stops))).toEqual(['P1', 'P2', 'PD', 'D1', 'D2']);
  });

  it('keeps the sequence a shipment already has, even with a delivery first', () => {
    const stops = [
      stop('P1', { stationType: 'P', sequence: 2 }),
      stop('D1', { stationType: 'D', sequence: 1 }),
      stop('PD', { stationType: 'P&D', sequence: 3 }),
    ];
    expect(ids(orderStops(stops))).toEqual(['D1', 'P1', 'PD']);
  });

  it('falls back to type order when only some stops have a sequence', () => {
    const stops = [stop('D1', { stationType: 'D', sequence: 1 }), stop('P1', { stationType: 'P' })];
    expect(ids(orderStops(stops))).toEqual(['P1', 'D1']);
  });
});

describe('syncing stops with the line orders', () => {
  it('builds the stops of a new line in type order', () => {
    const orders = [order('w1', 'DC', 'S1'), order('w2', 'S1', 'S2'), order('w3', 'DC2', 'S2')];
    const stops = syncStops(orders, []);
    expect(stops.map((s) => `${s.stationId}:${s.stationType}`)).toEqual(['DC:P', 'DC2:P', 'S1:P&D', 'S2:D']);
  });

  it('keeps a manual order and the times of current stops, and drops stations no order uses', () => {
    const orders = [order('w1', 'DC', 'S2'), order('w2', 'DC', 'S1')];
    const current = [stop('DC'), stop('S2', { eta: '2026-03-02 09:00:00' }), stop('S1'), stop('GONE')];
    const stops = syncStops(orders, current);
    expect(ids(stops)).toEqual(['DC', 'S2', 'S1']);
    expect(stops[1]?.eta).toBe('2026-03-02 09:00:00');
  });

  it('places a new pick-up before the deliveries and a new delivery at the end', () => {
    const current = [stop('DC', { stationType: 'P' }), stop('S1', { stationType: 'D' })];
    const orders = [order('w1', 'DC', 'S1'), order('w2', 'DC2', 'S9')];
    expect(ids(syncStops(orders, current))).toEqual(['DC', 'DC2', 'S1', 'S9']);
  });
});

describe('return-trip stop (isBckWare)', () => {
  it('marks the first stop in order as a return-trip stop', () => {
    const orders = [order('w1', 'DC', 'S1'), order('w2', 'DC', 'S2')];
    expect(returnTripFlags([stop('DC'), stop('S1'), stop('S2')], orders)).toEqual(['Y', 'N', 'N']);
  });

  it('marks a P&D stop when one of its orders comes from a stop not yet visited', () => {
    // S1 picks up w2 and receives w3, which is picked up at S2, later on the line.
    const orders = [order('w1', 'DC', 'S2'), order('w2', 'S1', 'S2'), order('w3', 'S2', 'S1')];
    expect(returnTripFlags([stop('DC'), stop('S1'), stop('S2')], orders)).toEqual(['Y', 'Y', 'N']);
  });

  it('does not mark a P&D stop whose orders all come from stops already visited', () => {
    const orders = [order('w1', 'DC', 'S1'), order('w2', 'S1', 'S2')];
    expect(returnTripFlags([stop('DC'), stop('S1'), stop('S2')], orders)).toEqual(['Y', 'N', 'N']);
  });

  it('does not mark a delivery-only stop even when it is served from a later stop', () => {
    const orders = [order('w1', 'DC', 'S1'), order('w2', 'S2', 'S1'), order('w3', 'DC', 'S2')];
    expect(returnTripFlags([stop('DC'), stop('S1'), stop('S2')], orders)).toEqual(['Y', 'N', 'N']);
  });

  it('applyReturnTrips clears return times where the flag is N', () => {
    const orders = [order('w1', 'DC', 'S1')];
    const stops = applyReturnTrips(
      [stop('DC'), stop('S1', { isBckWare: 'Y', backWareEta: '2026-03-02 18:00:00' })],
      orders,
    );
    expect(stops.map((s) => [s.isBckWare, s.backWareEta ?? null])).toEqual([
      ['Y', null],
      ['N', null],
    ]);
  });
});

describe('moving a stop', () => {
  // DC picks up w1 for S1 and w2 for S2; S3 picks up w3 for S2.
  const orders = [order('w1', 'DC', 'S1'), order('w2', 'DC', 'S2'), order('w3', 'S3', 'S2')];
  const stops = [stop('DC'), stop('S3'), stop('S1'), stop('S2')];

  it('a delivery stop may swap with another delivery stop', () => {
    const moved = moveStop({ stops, orders, from: 3, to: 2 });
    expect(moved.ok && ids(moved.stops)).toEqual(['DC', 'S3', 'S2', 'S1']);
  });

  it('a delivery stop cannot move before its pick-up', () => {
    expect(moveStop({ stops, orders, from: 2, to: 0 })).toEqual({
      ok: false,
      key: 'waybill.tip.stop.move.after',
      params: { station: 'S1', other: 'DC' },
    });
  });

  it('a pick-up stop cannot move after one of its deliveries', () => {
    expect(moveStop({ stops, orders, from: 1, to: 3 })).toEqual({
      ok: false,
      key: 'waybill.tip.stop.move.before',
      params: { station: 'S3', other: 'S2' },
    });
  });

  it('a pick-up stop may move anywhere before all its deliveries', () => {
    const moved = moveStop({ stops, orders, from: 1, to: 0 });
    expect(moved.ok && ids(moved.stops)).toEqual(['S3', 'DC', 'S1', 'S2']);
  });

  it('a combined P&D stop may move anywhere', () => {
    const pd = [order('w1', 'DC', 'S1'), order('w2', 'S1', 'S2')];
    const moved = moveStop({ stops: [stop('DC'), stop('S1'), stop('S2')], orders: pd, from: 1, to: 2 });
    expect(moved.ok && ids(moved.stops)).toEqual(['DC', 'S2', 'S1']);
  });

  it('a move that makes a stop late for its waybills is still a move: lateness is the submit’s rule', () => {
    const due = [
      order('w1', 'DC', 'S1', { requiredDeliveryTime: '2026-03-02 07:00:00' }),
      order('w2', 'DC', 'S2'),
    ];
    const timed = [
      stop('DC', { eta: '2026-03-02 06:00:00', etd: '2026-03-02 06:15:00' }),
      stop('S1', { eta: '2026-03-02 06:45:00', etd: '2026-03-02 07:00:00' }),
      stop('S2', { eta: '2026-03-02 07:30:00', etd: '2026-03-02 07:45:00' }),
    ];
    const moved = moveStop({ stops: timed, orders: due, from: 1, to: 2 });
    expect(moved.ok && ids(moved.stops)).toEqual(['DC', 'S2', 'S1']);
  });
});

describe('dragging orders into a line', () => {
  it('is refused when a moved order’s sibling is already on the target line', () => {
    const verdict = checkOrdersIntoLine({
      moved: [{ uuid: 'w1b', parentId: 'w1' }],
      target: [{ uuid: 'w1a', parentId: 'w1' }],
    });
    expect(verdict).toEqual({ ok: false, key: 'waybill.tips.someParent2' });
  });

  it('is refused when the parent waybill itself is on the target line', () => {
    expect(
      checkOrdersIntoLine({ moved: [{ uuid: 'w1b', parentId: 'w1' }], target: [{ uuid: 'w1' }] }).ok,
    ).toBe(false);
  });

  it('is refused when the moved orders share a parent', () => {
    const verdict = checkOrdersIntoLine({
      moved: [
        { uuid: 'w1a', parentId: 'w1' },
        { uuid: 'w1b', parentId: 'w1' },
      ],
      target: [],
    });
    expect(verdict.ok).toBe(false);
  });

  it('accepts unrelated orders and orders without a parent', () => {
    const verdict = checkOrdersIntoLine({
      moved: [{ uuid: 'w2a', parentId: 'w2' }, { uuid: 'w3' }],
      target: [
        { uuid: 'w1a', parentId: 'w1' },
        { uuid: 'w4', parentId: null },
      ],
    });
    expect(verdict).toEqual({ ok: true });
  });

  it('ignores the moved order itself when it is reordered within the same line', () => {
    const w = { uuid: 'w1a', parentId: 'w1' };
    expect(checkOrdersIntoLine({ moved: [w], target: [w] })).toEqual({ ok: true });
  });
});

describe('mutually exclusive stations', () => {
  const pairs = [['S1', 'S2']] as const;

  it('may not share a line, in either order of the pair', () => {
    const verdict = checkStationMutex({ stops: [stop('S2'), stop('DC'), stop('S1')], pairs });
    expect(verdict).toEqual({
      ok: false,
      key: 'waybill.tip.station.mutex',
      params: { stationA: 'S1', stationB: 'S2' },
    });
  });

  it('are fine on different lines', () => {
    expect(checkStationMutex({ stops: [stop('DC'), stop('S1')], pairs })).toEqual({ ok: true });
  });
});
