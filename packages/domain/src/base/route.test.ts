import { describe, expect, it } from 'vitest';
import {
  checkLoadAndDeparture,
  checkNonNegativeDecimal,
  checkRouteEnds,
  checkStopSequence,
  checkWeekdays,
  routeDetailName,
} from './route';

const money = { precision: 14, scale: 2 };

describe('standard route ends', () => {
  it('refuses an empty origin or destination zone', () => {
    expect(checkRouteEnds({ originZoneId: '', destZoneId: 'z2' })?.key).toBe('base.route.endsRequired');
    expect(checkRouteEnds({ originZoneId: 'z1', destZoneId: null })?.key).toBe('base.route.endsRequired');
    expect(checkRouteEnds({ originZoneId: '  ', destZoneId: 'z1' })?.key).toBe('base.route.endsRequired');
  });
  it('refuses the same zone at both ends', () => {
    expect(checkRouteEnds({ originZoneId: 'z1', destZoneId: 'z1' })?.key).toBe('base.route.endsSame');
  });
  it('accepts two different zones', () => {
    expect(checkRouteEnds({ originZoneId: 'z1', destZoneId: 'z2' })).toBeNull();
  });
});

describe('mileage, cost and prescription hours', () => {
  it('accepts empty, zero and exact decimals', () => {
    expect(checkNonNegativeDecimal(undefined, 'cost', money)).toBeNull();
    expect(checkNonNegativeDecimal('', 'cost', money)).toBeNull();
    expect(checkNonNegativeDecimal('0', 'cost', money)).toBeNull();
    expect(checkNonNegativeDecimal('1234.56', 'cost', money)).toBeNull();
    expect(checkNonNegativeDecimal(12.5, 'cost', money)).toBeNull();
  });
  it('refuses a negative value', () => {
    expect(checkNonNegativeDecimal('-0.01', 'cost', money)).toEqual({
      key: 'base.route.negative',
      params: { field: 'cost' },
    });
  });
  it('refuses text that is not a plain decimal', () => {
    expect(checkNonNegativeDecimal('12km', 'mileageKm', money)?.key).toBe('base.route.invalidDecimal');
    expect(checkNonNegativeDecimal('1e3', 'mileageKm', money)?.key).toBe('base.route.invalidDecimal');
  });
  it('refuses more decimals or integer digits than the column holds', () => {
    expect(checkNonNegativeDecimal('1.234', 'cost', money)?.key).toBe('base.route.decimalTooLong');
    expect(checkNonNegativeDecimal('123456789012345', 'cost', money)?.key).toBe('base.route.decimalTooLong');
    expect(checkNonNegativeDecimal('999999999999.99', 'cost', money)).toBeNull();
  });
});

describe('route group weekdays', () => {
  it('accepts codes 1 to 7 with Sunday 7', () => {
    expect(checkWeekdays([1, 2, 3, 4, 5, 6, 7])).toBeNull();
    expect(checkWeekdays([])).toBeNull();
  });
  it('refuses a code outside 1-7', () => {
    expect(checkWeekdays([0])?.key).toBe('base.routeGroup.weekdayInvalid');
    expect(checkWeekdays([8])?.key).toBe('base.routeGroup.weekdayInvalid');
    expect(checkWeekdays([1.5])?.key).toBe('base.routeGroup.weekdayInvalid');
  });
  it('refuses a repeated weekday', () => {
    expect(checkWeekdays([1, 3, 1])).toEqual({
      key: 'base.routeGroup.weekdayRepeated',
      params: { value: 1 },
    });
  });
});

describe('stop sequence', () => {
  const stop = (stationId: string, arrivalTime?: string, leaveTime?: string) => ({
    stationId,
    arrivalTime,
    leaveTime,
  });

  it('accepts distinct stations in time order', () => {
    expect(
      checkStopSequence([
        stop('H1', '05:00', '05:30'),
        stop('S1', '06:10', '06:30'),
        stop('S2', '07:00', '07:20'),
      ]),
    ).toEqual({ problem: null, repeated: [] });
  });
  it('refuses two identical adjacent stations, naming the second position', () => {
    const { problem } = checkStopSequence([
      stop('H1'),
      stop('S1'),
      { stationId: 'S1', stationLabel: 'S-SH-001' },
    ]);
    expect(problem).toEqual({
      key: 'base.routeGroup.adjacentSameStation',
      params: { sequence: 3, station: 'S-SH-001' },
    });
  });
  it('lists a station repeated non-adjacently for confirmation, without refusing', () => {
    expect(checkStopSequence([stop('H1'), stop('S1'), stop('S2'), stop('H1'), stop('S2')])).toEqual({
      problem: null,
      repeated: ['H1', 'S2'],
    });
  });
  it('refuses a time that is not HH:mm', () => {
    expect(checkStopSequence([stop('S1', '7:00')]).problem?.key).toBe('base.routeGroup.invalidTime');
    expect(checkStopSequence([stop('S1', '07:00', '24:00')]).problem?.key).toBe(
      'base.routeGroup.invalidTime',
    );
  });
  it('refuses an arrival after the leave at the same stop; equal times pass', () => {
    expect(checkStopSequence([stop('S1', '08:00', '07:59')]).problem?.key).toBe(
      'base.routeGroup.arrivalAfterLeave',
    );
    expect(checkStopSequence([stop('S1', '08:00', '08:00')]).problem).toBeNull();
  });
  it("refuses a leave after the next stop's arrival; equal times pass", () => {
    expect(checkStopSequence([stop('S1', '08:00', '08:30'), stop('S2', '08:20', '08:40')]).problem).toEqual({
      key: 'base.routeGroup.leaveAfterNextArrival',
      params: { sequence: 1, station: 'S1', leave: '08:30', arrival: '08:20' },
    });
    expect(
      checkStopSequence([stop('S1', '08:00', '08:30'), stop('S2', '08:30', '08:40')]).problem,
    ).toBeNull();
  });
  it('skips time comparisons where a time is missing', () => {
    expect(checkStopSequence([stop('S1', '08:00'), stop('S2', undefined, '07:00')]).problem).toBeNull();
  });
  it('refuses a stop without a station', () => {
    expect(checkStopSequence([stop('S1'), stop('')]).problem).toEqual({
      key: 'base.routeGroup.stopStationRequired',
      params: { sequence: 2 },
    });
  });
});

describe('load and departure time', () => {
  it('refuses a load time after the departure time', () => {
    expect(checkLoadAndDeparture({ loadTime: '21:30', departureTime: '21:00' })?.key).toBe(
      'base.routeGroup.loadAfterDeparture',
    );
  });
  it('accepts loading up to the departure, or either one missing', () => {
    expect(checkLoadAndDeparture({ loadTime: '21:00', departureTime: '21:00' })).toBeNull();
    expect(checkLoadAndDeparture({ loadTime: '20:00', departureTime: '21:00' })).toBeNull();
    expect(checkLoadAndDeparture({ loadTime: null, departureTime: '21:00' })).toBeNull();
  });
  it('refuses a time that is not HH:mm', () => {
    expect(checkLoadAndDeparture({ loadTime: '9:00' })?.key).toBe('base.routeGroup.invalidTime');
  });
});

describe('route detail name', () => {
  it('is the group name and the delivery batch', () => {
    expect(routeDetailName('上海早班', '1')).toBe('上海早班 1');
    expect(routeDetailName('上海早班', ' ')).toBe('上海早班');
  });
});
