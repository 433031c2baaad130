import { describe, expect, it } from 'vitest';
import { ACTUAL_TIME_CLOCK_SKEW_MINUTES, finishTimeIssue, stopActualTimesIssue } from './actual-times';

const NOW = '2030-06-03 18:00:00';
const ATD = '2030-06-03 08:00:00';
const base = { code: 'SH1', atd: ATD, now: NOW };

describe('finish time', () => {
  it('accepts a time between the actual departure and now', () => {
    expect(finishTimeIssue({ ...base, factTime: '2030-06-03 17:30:00' })).toBeNull();
  });

  it('accepts a finish at the very second of the departure', () => {
    expect(finishTimeIssue({ ...base, factTime: ATD })).toBeNull();
  });

  it('refuses a finish six hours before the actual departure, naming both times', () => {
    expect(finishTimeIssue({ ...base, factTime: '2030-06-03 02:00:00' })).toEqual({
      key: 'shipment.finish.beforeAtd',
      params: { code: 'SH1', factTime: '2030-06-03 02:00:00', atd: ATD },
    });
  });

  it('refuses a finish one second before the actual departure', () => {
    expect(finishTimeIssue({ ...base, factTime: '2030-06-03 07:59:59' })?.key).toBe(
      'shipment.finish.beforeAtd',
    );
  });

  it(`allows ${ACTUAL_TIME_CLOCK_SKEW_MINUTES} minutes of clock skew past now`, () => {
    expect(finishTimeIssue({ ...base, factTime: '2030-06-03 18:02:00' })).toBeNull();
  });

  it('refuses a finish in the future beyond the clock skew', () => {
    expect(finishTimeIssue({ ...base, factTime: '2030-06-03 18:02:01' })).toEqual({
      key: 'shipment.finish.future',
      params: { code: 'SH1', factTime: '2030-06-03 18:02:01', now: NOW },
    });
  });

  it('compares readings across midnight and months, not text', () => {
    const night = { code: 'SH1', atd: '2030-06-30 23:50:00', now: '2030-07-01 00:30:00' };
    expect(finishTimeIssue({ ...night, factTime: '2030-07-01 00:10:00' })).toBeNull();
    expect(finishTimeIssue({ ...night, factTime: '2030-06-30 23:40:00' })?.key).toBe(
      'shipment.finish.beforeAtd',
    );
  });

  it('refuses a date that does not exist', () => {
    expect(finishTimeIssue({ ...base, factTime: '2030-02-30 10:00:00' })?.key).toBe(
      'shipment.finish.time.invalid',
    );
  });

  it('does not compare with a departure that was never recorded', () => {
    expect(finishTimeIssue({ ...base, atd: null, factTime: '2030-06-01 10:00:00' })).toBeNull();
  });

  it('refuses a finish earlier than the last actual time recorded at a stop, naming the stop', () => {
    const stops = [
      { stationId: 'DC', stationName: 'DC', atd: '2030-06-03 08:00:00' },
      { stationId: 'S1', stationName: 'Store 1', ata: '2030-06-03 10:00:00', atd: '2030-06-03 10:30:00' },
      { stationId: 'S2', stationName: 'Store 2' },
    ];
    expect(finishTimeIssue({ ...base, stops, factTime: '2030-06-03 10:15:00' })).toEqual({
      key: 'shipment.finish.beforeStop',
      params: {
        code: 'SH1',
        factTime: '2030-06-03 10:15:00',
        station: 'Store 1',
        time: '2030-06-03 10:30:00',
      },
    });
    expect(finishTimeIssue({ ...base, stops, factTime: '2030-06-03 10:30:00' })).toBeNull();
  });

  it('refuses a finish while the stops’ actual times are out of order', () => {
    const stops = [
      { stationId: 'S1', stationName: 'Store 1', ata: '2030-06-03 12:00:00' },
      { stationId: 'S2', stationName: 'Store 2', ata: '2030-06-03 11:00:00' },
    ];
    expect(finishTimeIssue({ ...base, stops, factTime: '2030-06-03 17:00:00' })?.key).toBe(
      'shipment.stop.actual.order',
    );
  });
});

describe('stop actual times', () => {
  it('accepts times running forward, skipping stops not reported', () => {
    const stops = [
      { stationId: 'DC', ata: '2030-06-03 07:00:00', atd: '2030-06-03 08:00:00' },
      { stationId: 'S1' },
      { stationId: 'S2', ata: '2030-06-03 08:00:00', atd: '2030-06-03 08:20:00' },
    ];
    expect(stopActualTimesIssue({ code: 'SH1', stops })).toBeNull();
  });

  it('refuses a departure before the arrival at the same stop', () => {
    const stops = [
      { stationId: 'S1', stationName: 'Store 1', ata: '2030-06-03 10:00:00', atd: '2030-06-03 09:59:00' },
    ];
    expect(stopActualTimesIssue({ code: 'SH1', stops })).toEqual({
      key: 'shipment.stop.actual.departure',
      params: { code: 'SH1', station: 'Store 1', ata: '2030-06-03 10:00:00', atd: '2030-06-03 09:59:00' },
    });
  });

  it('refuses an arrival before the departure from an earlier stop, naming both stops', () => {
    const stops = [
      { stationId: 'DC', stationName: 'DC', atd: '2030-06-03 08:00:00' },
      { stationId: 'S1', stationName: 'Store 1' },
      { stationId: 'S2', stationName: 'Store 2', ata: '2030-06-03 07:45:00' },
    ];
    expect(stopActualTimesIssue({ code: 'SH1', stops })).toEqual({
      key: 'shipment.stop.actual.order',
      params: {
        code: 'SH1',
        station: 'Store 2',
        time: '2030-06-03 07:45:00',
        previous: 'DC',
        previousTime: '2030-06-03 08:00:00',
      },
    });
  });
});
