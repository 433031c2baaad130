import { describe, expect, it } from 'vitest';
import { canDownload, pollInterval, unfinishedCount } from './logic';

describe('download center rules (document 2 sections 2, 4, 9)', () => {
  it('a task is downloadable only when FINISH and the user holds report:task:download', () => {
    expect(canDownload({ status: 'FINISH' }, true)).toBe(true);
    expect(canDownload({ status: 'FINISH' }, false)).toBe(false);
    for (const status of ['WAIT', 'RUNNING', 'FAIL'] as const) {
      expect(canDownload({ status }, true)).toBe(false);
    }
  });

  it('polls every 10 s while the drawer is open and never while it is closed', () => {
    expect(pollInterval(true)).toBe(10_000);
    expect(pollInterval(false)).toBe(false);
  });

  it('the badge counts waiting and running tasks only', () => {
    expect(
      unfinishedCount([{ status: 'WAIT' }, { status: 'RUNNING' }, { status: 'FINISH' }, { status: 'FAIL' }]),
    ).toBe(2);
    expect(unfinishedCount([])).toBe(0);
  });
});
