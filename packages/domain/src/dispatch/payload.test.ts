import { describe, expect, it } from 'vitest';
import { normalizeRouteDetail, toHandmadeSubmitLine } from './payload';
import { order, stop } from './test-fixtures';

describe('routeDetailId normaliser', () => {
  it('sends the id as null when it equals the name (a typed route name)', () => {
    expect(normalizeRouteDetail({ routeDetailId: 'X1', routeDetailName: 'X1' }).routeDetailId).toBeNull();
  });

  it('keeps a picked route detail id', () => {
    expect(
      normalizeRouteDetail({ routeDetailId: '12', routeDetailName: 'Shanghai loop' }).routeDetailId,
    ).toBe('12');
  });
});

describe('handmadeSubmit payload', () => {
  const orders = [order('w1', 'DC', 'S1'), order('w2', 'S1', 'S2')];
  const payload = toHandmadeSubmitLine({
    uuid: '',
    vehicleMainModelId: 'm1',
    routeDetailId: 'Loop',
    routeDetailName: 'Loop',
    stopList: [
      stop('DC', {
        eta: '2026-03-02 05:00:00',
        etd: '2026-03-02 06:00:00',
        isBckWare: 'Y',
        backWareEta: 'a',
        backWareEtd: 'b',
      }),
      stop('S1', { eta: '2026-03-02 07:00:00', etd: '2026-03-02 07:15:00', allocationFactor: 1.5 }),
      stop('S2', {
        eta: '2026-03-02 08:00:00',
        etd: '2026-03-02 08:15:00',
        isBckWare: 'N',
        backWareEta: 'stale',
      }),
    ],
    orders,
  });

  it('numbers stops from 1 in their current order and types them from the orders', () => {
    expect(payload.stopList.map((s) => `${s.sequence}:${s.stationId}:${s.type}`)).toEqual([
      '1:DC:P',
      '2:S1:P&D',
      '3:S2:D',
    ]);
  });

  it('takes ETD from the first stop, ETA from the last, and the first and last stations', () => {
    expect(payload).toMatchObject({
      uuid: null,
      takeFirstStationId: 'DC',
      downFirstStationId: 'S1',
      downLastStationId: 'S2',
      etd: '2026-03-02 06:00:00',
      eta: '2026-03-02 08:00:00',
      waybillIdList: ['w1', 'w2'],
      vehicleMainModelId: 'm1',
      routeDetailId: null,
    });
  });

  it('sends return times only for return-trip stops, and factors as exact strings', () => {
    expect(payload.stopList.map((s) => [s.isBckWare, s.backWareEta, s.backWareEtd])).toEqual([
      ['Y', 'a', 'b'],
      ['N', null, null],
      ['N', null, null],
    ]);
    expect(payload.stopList[1]?.allocationFactor).toBe('1.5');
  });
});
