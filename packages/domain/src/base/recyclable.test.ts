import { describe, expect, it } from 'vitest';
import { isMoveQuantity, type RecyclableMove, recyclableBalances } from './recyclable';

const move = (
  direction: RecyclableMove['direction'],
  quantity: number,
  stationId = 'S1',
  carrierId = 'C1',
  recyclableId = 'R1',
): RecyclableMove => ({ recyclableId, stationId, carrierId, direction, quantity });

describe('recyclable balances', () => {
  it('outstanding is what went out minus what came back, per station and carrier', () => {
    const rows = recyclableBalances([
      move('OUT', 40),
      move('RETURN', 15),
      move('OUT', 10),
      move('OUT', 7, 'S2'),
      move('OUT', 3, 'S1', 'C2'),
      move('RETURN', 3, 'S1', 'C2'),
    ]);
    expect(rows).toEqual([
      {
        recyclableId: 'R1',
        stationId: 'S1',
        carrierId: 'C1',
        outQuantity: 50,
        returnedQuantity: 15,
        outstanding: 35,
      },
      {
        recyclableId: 'R1',
        stationId: 'S1',
        carrierId: 'C2',
        outQuantity: 3,
        returnedQuantity: 3,
        outstanding: 0,
      },
      {
        recyclableId: 'R1',
        stationId: 'S2',
        carrierId: 'C1',
        outQuantity: 7,
        returnedQuantity: 0,
        outstanding: 7,
      },
    ]);
  });

  it('keeps different recyclables apart and shows more returned than sent as negative', () => {
    const rows = recyclableBalances([move('RETURN', 2, 'S1', 'C1', 'R2'), move('OUT', 1)]);
    expect(rows.map((r) => [r.recyclableId, r.outstanding])).toEqual([
      ['R1', 1],
      ['R2', -2],
    ]);
  });

  it('the order of the movements does not change the answer', () => {
    const moves = [move('OUT', 5), move('RETURN', 2, 'S2'), move('OUT', 9, 'S2')];
    expect(recyclableBalances([...moves].reverse())).toEqual(recyclableBalances(moves));
  });

  it('a movement quantity is a whole number greater than 0', () => {
    expect(isMoveQuantity(1)).toBe(true);
    expect(isMoveQuantity(0)).toBe(false);
    expect(isMoveQuantity(-3)).toBe(false);
    expect(isMoveQuantity(1.5)).toBe(false);
  });
});
