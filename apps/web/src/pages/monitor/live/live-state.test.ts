import { describe, expect, it } from 'vitest';
import { applyPosition, boardCounts, reportingIds, rowAlertState, shouldRefit } from './live-state';
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

describe('a row\u2019s alert state and the board\u2019s header', () => {
  const hot = { ...row, tempsInBand: [false, true, null, null] };
  it('a red temperature with an open alert says the alert, not normal', () => {
    expect(rowAlertState({ ...hot, openAlerts: 2, alertLevel: 'moderate' })).toEqual({
      kind: 'open',
      level: 'moderate',
      count: 2,
    });
  });

  it('a red temperature without an alert yet says out of band; an in-band row without alerts is normal', () => {
    expect(rowAlertState(hot)).toEqual({ kind: 'outOfBand' });
    expect(rowAlertState(row)).toEqual({ kind: 'normal' });
  });

  it('the header counts the rows that say they have open alerts, and those out of band', () => {
    const rows = [
      { ...hot, shipmentId: 'a', openAlerts: 1, alertLevel: 'serious' as const },
      { ...hot, shipmentId: 'b' },
      { ...row, shipmentId: 'c' },
    ];
    expect(boardCounts(rows)).toEqual({ withOpenAlerts: 1, outOfBand: 2 });
  });
});

describe('fitting the map to the vehicles', () => {
  const rows = [row, { ...row, shipmentId: 's2', lat: null, lon: null }];
  it('shows the vehicles with a position', () => {
    expect(reportingIds(rows)).toEqual(['s1']);
  });

  it('fits on the first load, and again when a vehicle starts reporting later', () => {
    expect(shouldRefit({ reporting: ['s1'], fitted: new Set(), userMoved: false })).toBe(true);
    expect(shouldRefit({ reporting: ['s1'], fitted: new Set(['s1']), userMoved: false })).toBe(false);
    expect(shouldRefit({ reporting: ['s1', 's2'], fitted: new Set(['s1']), userMoved: false })).toBe(true);
  });

  it('leaves a user who panned or zoomed where they are, even when a vehicle appears', () => {
    expect(shouldRefit({ reporting: ['s1', 's2'], fitted: new Set(['s1']), userMoved: true })).toBe(false);
  });

  it('does not refit when a vehicle leaves the board', () => {
    expect(shouldRefit({ reporting: ['s1'], fitted: new Set(['s1', 's2']), userMoved: false })).toBe(false);
  });
});
