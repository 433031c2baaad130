import { describe, expect, it } from 'vitest';
import {
  alertBadgeTarget,
  BADGE_REFRESH_MAX_MS,
  BADGE_REFRESH_MIN_MS,
  badgeRefreshMs,
  bellModel,
  EXCEPTION_ETA_TARGET,
} from './message-counts';

describe("the header badges' targets", () => {
  it('the alert badge opens the alert list on the types with undealt alerts', () => {
    expect(alertBadgeTarget({ alert: 3, temp: 2, speed: 0, door: 1 })).toBe('/alert/temp,door');
  });
  it('on every counted type when none has any', () => {
    expect(alertBadgeTarget({ alert: 0 })).toBe('/alert/temp,speed,door,stop,geo,tired,defer');
    expect(alertBadgeTarget(undefined)).toBe('/alert/temp,speed,door,stop,geo,tired,defer');
  });
  it('the ETA badge opens ExceptionEta on the open records', () => {
    expect(EXCEPTION_ETA_TARGET).toBe('/exceptionEta?dealStatus=N');
  });
});

describe('the bell', () => {
  const all = { inbox: true, alerts: true, eta: true, exceptions: true };
  const types = [
    { value: 'NOTICE', label: 'Notice' },
    { value: 'ALERT', label: 'Alert' },
  ];

  it('its badge is the total of what the user may open, each line leading to its page', () => {
    const counts = {
      message: 3,
      NOTICE: 2,
      ALERT: 1,
      alert: 4,
      temp: 3,
      door: 1,
      exceptionEta: 2,
      exception: 5,
    };
    const { total, lines } = bellModel(counts, all, types);
    expect(total).toBe(14);
    expect(lines.map((l) => [l.key, l.count, l.target])).toEqual([
      ['message', 3, '/message/inbox?receiveStatus=1'],
      ['message:NOTICE', 2, '/message/inbox?type=NOTICE&receiveStatus=3'],
      ['message:ALERT', 1, '/message/inbox?type=ALERT&receiveStatus=3'],
      ['alert', 4, '/alert/temp,door'],
      ['alert:temp', 3, '/alert/temp'],
      ['alert:door', 1, '/alert/door'],
      ['exceptionEta', 2, '/exceptionEta?dealStatus=N'],
      ['exception', 5, '/expageList?status=U'],
    ]);
  });

  it('a page the user may not open is neither a line nor in the total', () => {
    const counts = { message: 1, alert: 9, exceptionEta: 9, exception: 9 };
    const { total, lines } = bellModel(
      counts,
      { inbox: true, alerts: false, eta: false, exceptions: false },
      [],
    );
    expect(total).toBe(1);
    expect(lines.map((l) => l.key)).toEqual(['message']);
  });

  it('before the counts arrive every heading shows 0', () => {
    const { total, lines } = bellModel(undefined, all, types);
    expect(total).toBe(0);
    expect(lines.map((l) => l.count)).toEqual([0, 0, 0, 0]);
  });
});

describe('the badge refresh', () => {
  it('falls between 30 and 60 minutes, never outside', () => {
    expect(badgeRefreshMs(0)).toBe(BADGE_REFRESH_MIN_MS);
    expect(badgeRefreshMs(0.5)).toBe(45 * 60_000);
    expect(badgeRefreshMs(0.999_999_9)).toBeLessThan(BADGE_REFRESH_MAX_MS);
    expect(badgeRefreshMs(7)).toBeLessThan(BADGE_REFRESH_MAX_MS);
    expect(badgeRefreshMs(-1)).toBe(BADGE_REFRESH_MIN_MS);
  });
});
