import { describe, expect, it } from 'vitest';
import { alertBadgeTarget, EXCEPTION_ETA_TARGET } from './message-counts';

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
