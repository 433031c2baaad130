import { describe, expect, it } from 'vitest';
import { toHandmadeSubmitLine } from './payload';
import { defaultIsShipmentOrder } from './stop-fields';

describe('stop fields isShipmentOrder and stopInfo', () => {
  it('a delivery or combined stop is a shipment-order stop by default, a pick-up stop is not', () => {
    expect(defaultIsShipmentOrder('D')).toBe('Y');
    expect(defaultIsShipmentOrder('P&D')).toBe('Y');
    expect(defaultIsShipmentOrder('P')).toBe('N');
  });

  it("the dispatcher's choice and note travel in the submit payload; unset takes the default", () => {
    const order = { uuid: 'w1', code: 'W1', shipFromId: 'A', shipToId: 'B' };
    const line = toHandmadeSubmitLine({
      stopList: [
        { stationId: 'A', isShipmentOrder: 'Y', stopInfo: 'gate 3' },
        { stationId: 'B', stopInfo: '' },
      ],
      orders: [order],
    });
    expect(line.stopList.map((s) => [s.type, s.isShipmentOrder, s.stopInfo])).toEqual([
      ['P', 'Y', 'gate 3'],
      ['D', 'Y', null],
    ]);
  });
});
