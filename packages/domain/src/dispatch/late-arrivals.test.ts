import { describe, expect, it } from 'vitest';
import { deliveryArrival, lateArrivalNotice, lateArrivals } from './late-arrivals';
import { order, stop } from './test-fixtures';

const REQUIRED = '2026-03-02 10:00:00';
const dc = stop('DC', { eta: '2026-03-02 06:00:00', etd: '2026-03-02 06:30:00', isBckWare: 'Y' });
const at = (eta: string) => stop('S1', { eta, etd: '2026-03-02 11:00:00' });

describe('late arrival: a waybill delivered after its required delivery time', () => {
  it('a stop reached after a waybill’s required delivery time is late, naming the stop, the waybill and both times', () => {
    const orders = [order('w1', 'DC', 'S1', { code: 'WB1', requiredDeliveryTime: REQUIRED })];
    expect(lateArrivals({ stopList: [dc, at('2026-03-02 10:05:00')], orders })).toEqual([
      {
        stopIndex: 1,
        waybillId: 'w1',
        code: 'WB1',
        station: 'S1',
        arrival: '2026-03-02 10:05',
        required: '2026-03-02 10:00',
      },
    ]);
  });

  it('an arrival exactly at the required delivery time is on time', () => {
    const orders = [order('w1', 'DC', 'S1', { requiredDeliveryTime: REQUIRED })];
    expect(lateArrivals({ stopList: [dc, at('2026-03-02 10:00:00')], orders })).toEqual([]);
  });

  it('the waybill’s ETA is not a deadline: arriving after it only tips', () => {
    const orders = [order('w1', 'DC', 'S1', { eta: '2026-03-02 08:00:00', requiredDeliveryTime: REQUIRED })];
    expect(lateArrivals({ stopList: [dc, at('2026-03-02 09:00:00')], orders })).toEqual([]);
  });

  it('a waybill without a required delivery time is never late', () => {
    const orders = [order('w1', 'DC', 'S1', { eta: '2026-03-02 08:00:00' })];
    expect(lateArrivals({ stopList: [dc, at('2026-03-02 23:00:00')], orders })).toEqual([]);
  });

  it('only the delivery stop counts: the pick-up stop reached after the time is not late', () => {
    const orders = [order('w1', 'DC', 'S1', { requiredDeliveryTime: REQUIRED })];
    const lateStart = stop('DC', { eta: '2026-03-02 10:30:00', etd: '2026-03-02 10:40:00' });
    expect(lateArrivals({ stopList: [lateStart, at('2026-03-02 09:00:00')], orders })).toEqual([]);
  });

  it('goods picked up later on the line are delivered on the return trip: its arrival is judged', () => {
    // S1 is a P&D stop the vehicle comes back to: w2 is picked up at S2 and dropped at S1 on the way back.
    const backToS1 = order('w2', 'S2', 'S1', { requiredDeliveryTime: REQUIRED });
    const orders = [order('w1', 'DC', 'S2'), backToS1, order('w3', 'S1', 'S2')];
    const s1 = (backWareEta: string) =>
      stop('S1', {
        eta: '2026-03-02 07:00:00',
        etd: '2026-03-02 07:30:00',
        isBckWare: 'Y',
        backWareEta,
        backWareEtd: '2026-03-02 12:00:00',
      });
    const s2 = stop('S2', { eta: '2026-03-02 08:00:00', etd: '2026-03-02 08:30:00' });
    expect(deliveryArrival([dc, s1('2026-03-02 09:00:00'), s2], backToS1)).toEqual({
      stopIndex: 1,
      arrival: '2026-03-02 09:00:00',
    });
    expect(lateArrivals({ stopList: [dc, s1('2026-03-02 09:00:00'), s2], orders })).toEqual([]);
    expect(lateArrivals({ stopList: [dc, s1('2026-03-02 10:30:00'), s2], orders })).toMatchObject([
      { stopIndex: 1, code: 'w2', arrival: '2026-03-02 10:30' },
    ]);
  });

  it('every late waybill of a stop is named, in stop order', () => {
    const orders = [
      order('w2', 'DC', 'S2', { requiredDeliveryTime: REQUIRED }),
      order('w1', 'DC', 'S1', { requiredDeliveryTime: REQUIRED }),
      order('w3', 'DC', 'S1', { requiredDeliveryTime: '2026-03-02 12:00:00' }),
    ];
    const s2 = stop('S2', { eta: '2026-03-02 11:30:00', etd: '2026-03-02 11:45:00' });
    const late = lateArrivals({ stopList: [dc, at('2026-03-02 11:00:00'), s2], orders });
    expect(late.map((l) => `${l.stopIndex}:${l.code}`)).toEqual(['1:w1', '2:w2']);
  });

  it('one message in every place: the stop, the waybill, the arrival and the required time', () => {
    const [late] = lateArrivals({
      stopList: [dc, at('2026-03-02 10:05:00')],
      orders: [order('w1', 'DC', 'S1', { code: 'WB1', requiredDeliveryTime: REQUIRED })],
    });
    expect(late && lateArrivalNotice(late)).toEqual({
      key: 'waybill.tip.eta.required',
      params: { station: 'S1', code: 'WB1', arrival: '2026-03-02 10:05', required: '2026-03-02 10:00' },
    });
  });
});
