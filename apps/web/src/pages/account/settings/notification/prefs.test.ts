import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFS, parseNotificationPrefs } from './prefs';

describe('parseNotificationPrefs', () => {
  it('everything is on by default', () => {
    expect(parseNotificationPrefs(null)).toEqual({ message: true, alert: true, task: true });
  });
  it('keeps stored switches and ignores malformed ones', () => {
    expect(parseNotificationPrefs(JSON.stringify({ alert: false, task: 'no', other: false }))).toEqual({
      message: true,
      alert: false,
      task: true,
    });
    expect(parseNotificationPrefs('{oops')).toEqual(DEFAULT_NOTIFICATION_PREFS);
  });
});
