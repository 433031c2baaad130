import { describe, expect, it } from 'vitest';
import { checkReading, parseReadingTime } from './reading-check';

const now = Date.parse('2030-06-01T12:00:00Z');
const horizonMs = 30 * 86_400_000;
const check = (raw: unknown, defaultDeviceNo?: string) =>
  checkReading({ raw, now, horizonMs, defaultDeviceNo });
const good = {
  deviceNo: 'DEV-1',
  time: '2030-06-01T11:59:00Z',
  lat: 31.23,
  lon: 121.47,
  speed: 42.5,
  heading: 90,
  temps: [3.5, -18, null],
  door: 'closed',
  ignition: true,
  odometer: 12345.6,
};

describe('checking one reading', () => {
  it('turns a good reading into the domain reading', () => {
    expect(check(good)).toEqual({
      ok: true,
      reading: {
        deviceNumber: 'DEV-1',
        time: Date.parse('2030-06-01T11:59:00Z'),
        lat: 31.23,
        lon: 121.47,
        speedKmh: 42.5,
        heading: 90,
        temperatures: [3.5, -18, null],
        doorOpen: false,
        ignition: true,
        odometerKm: 12345.6,
      },
    });
  });

  it('takes the time as epoch milliseconds too', () => {
    const r = check({ ...good, time: now - 1000 });
    expect(r.ok && r.reading.time).toBe(now - 1000);
  });

  it('reads numeric strings and a missing position as no fix', () => {
    const r = check({ deviceNo: 7, time: String(now), speed: '12.5', door: 'open' });
    expect(r).toMatchObject({
      ok: true,
      reading: { deviceNumber: '7', lat: null, lon: null, speedKmh: 12.5, doorOpen: true },
    });
  });

  it('names the device from the default when the reading has none (an MQTT topic)', () => {
    const r = check({ ...good, deviceNo: undefined }, 'TOPIC-DEV');
    expect(r.ok && r.reading.deviceNumber).toBe('TOPIC-DEV');
    expect(check({ ...good, deviceNo: '' })).toEqual({ ok: false, key: 'telemetry.reading.deviceMissing' });
  });

  it('refuses a latitude or longitude out of range, and half a position', () => {
    expect(check({ ...good, lat: 90.01 })).toMatchObject({ key: 'telemetry.reading.latOutOfRange' });
    expect(check({ ...good, lon: -180.5 })).toMatchObject({ key: 'telemetry.reading.lonOutOfRange' });
    expect(check({ ...good, lon: null })).toMatchObject({ key: 'telemetry.reading.positionHalf' });
    expect(check({ ...good, lat: -90, lon: 180 }).ok).toBe(true);
  });

  it('refuses a time more than five minutes ahead, and one older than the horizon', () => {
    expect(check({ ...good, time: now + 5 * 60_000 }).ok).toBe(true);
    expect(check({ ...good, time: now + 5 * 60_000 + 1 })).toMatchObject({
      key: 'telemetry.reading.timeFuture',
      params: { minutes: 5 },
    });
    expect(check({ ...good, time: now - horizonMs })).toMatchObject({ ok: true });
    expect(check({ ...good, time: now - horizonMs - 1 })).toMatchObject({
      key: 'telemetry.reading.timeTooOld',
      params: { days: 30 },
    });
  });

  it('refuses a missing or unreadable time', () => {
    expect(check({ ...good, time: undefined })).toMatchObject({ key: 'telemetry.reading.timeMissing' });
    expect(check({ ...good, time: 'yesterday' })).toMatchObject({ key: 'telemetry.reading.timeInvalid' });
    expect(check({ ...good, time: '2030-13-01T00:00:00Z' })).toMatchObject({
      key: 'telemetry.reading.timeInvalid',
    });
  });

  it('refuses non-finite numbers, naming the field', () => {
    expect(check({ ...good, speed: Number.POSITIVE_INFINITY })).toMatchObject({
      key: 'telemetry.reading.notFinite',
      params: { field: 'speed' },
    });
    expect(check({ ...good, lat: 'NaN' })).toMatchObject({ params: { field: 'lat' } });
    expect(check({ ...good, temps: [1, Number.NaN] })).toMatchObject({ params: { field: 'temps[1]' } });
    expect(check({ ...good, odometer: { km: 1 } })).toMatchObject({ params: { field: 'odometer' } });
    expect(check({ ...good, time: Number.NaN })).toMatchObject({ params: { field: 'time' } });
  });

  it('refuses more than four temperatures, but takes four', () => {
    expect(check({ ...good, temps: [1, 2, 3, 4] }).ok).toBe(true);
    expect(check({ ...good, temps: [1, 2, 3, 4, 5] })).toMatchObject({
      key: 'telemetry.reading.tooManyTemps',
      params: { max: 4 },
    });
    expect(check({ ...good, temps: 4 })).toMatchObject({ key: 'telemetry.reading.tempsNotList' });
  });

  it('refuses a door other than open or closed, negative speed and odometer, a bad ignition', () => {
    expect(check({ ...good, door: 'ajar' })).toMatchObject({ key: 'telemetry.reading.doorInvalid' });
    expect(check({ ...good, speed: -1 })).toMatchObject({
      key: 'telemetry.reading.negative',
      params: { field: 'speed' },
    });
    expect(check({ ...good, odometer: -1 })).toMatchObject({ params: { field: 'odometer' } });
    expect(check({ ...good, ignition: 'maybe' })).toMatchObject({ key: 'telemetry.reading.ignitionInvalid' });
  });

  it('folds the heading into 0 to 360', () => {
    const r = check({ ...good, heading: -90 });
    expect(r.ok && r.reading.heading).toBe(270);
  });

  it('refuses what is not an object', () => {
    for (const raw of [null, 3, 'x', [good]])
      expect(check(raw)).toMatchObject({ key: 'telemetry.reading.notObject' });
  });
});

describe('reading times', () => {
  it('reads ISO 8601 with a zone, without one as UTC, and epoch milliseconds', () => {
    expect(parseReadingTime('2030-06-01T12:00:00+08:00')).toBe(Date.parse('2030-06-01T04:00:00Z'));
    expect(parseReadingTime('2030-06-01 12:00:00')).toBe(Date.parse('2030-06-01T12:00:00Z'));
    expect(parseReadingTime('2030-06-01T12:00:00.250Z')).toBe(Date.parse('2030-06-01T12:00:00.250Z'));
    expect(parseReadingTime(1_900_000_000_000)).toBe(1_900_000_000_000);
    expect(parseReadingTime('1900000000000')).toBe(1_900_000_000_000);
  });
});
