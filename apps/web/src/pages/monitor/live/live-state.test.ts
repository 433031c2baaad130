import { describe, expect, it } from 'vitest';
import { applyPosition } from './live-state';
import type { LiveShipment } from './types';

const row: LiveShipment = {
  shipmentId: 's1',
  shipmentCode: 'SH1',
  dispatchCenterId: 'dc-sh',
  carrierName: null,
  plate: null,
  driverName: null,
  atd: null,
  lastTime: Date.parse('2030-01-02T03:00:00Z'),
  lat: 31,
  lon: 121,
  speedKmh: 40,
  temps: [3, -20, null, null],
  tempsInBand: [true, true, null, null],
  bands: [{ min: 0, max: 4 }, { min: -25, max: -18 }, null, null],
  doorOpen: false,
  openAlerts: 0,
  undealtAlerts: 0,
  alertLevel: 'none',
};
const push = (time: string, temps: (number | null)[]) => ({
  shipmentId: 's1',
  time,
  lat: 31.1,
  lon: 121.1,
  speedKmh: 50,
  temps,
  doorOpen: false,
  openAlerts: 1,
});

describe('a position push on the board', () => {
  it('moves the row and judges the new temperatures against its bands', () => {
    const next = applyPosition([row], push('2030-01-02T03:01:00Z', [6, -20, null, null]));
    expect(next?.[0]).toMatchObject({
      lat: 31.1,
      speedKmh: 50,
      tempsInBand: [false, true, null, null],
      openAlerts: 1,
    });
  });

  it('ignores a push older than the row and asks for the list on an unknown shipment', () => {
    expect(applyPosition([row], push('2030-01-02T02:00:00Z', [9, 9, 9, 9]))?.[0]).toEqual(row);
    expect(applyPosition([row], { ...push('2030-01-02T03:01:00Z', []), shipmentId: 'other' })).toBeNull();
  });
});
