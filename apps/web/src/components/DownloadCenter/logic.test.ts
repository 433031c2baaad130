import { describe, expect, it } from 'vitest';
import { canDownload, type DownloadTask, pollInterval, unfinishedCount, withProgress } from './logic';

describe('download center rules', () => {
  it('a task is downloadable only when FINISH and the user holds report:task:download', () => {
    expect(canDownload({ status: 'FINISH' }, true)).toBe(true);
    expect(canDownload({ status: 'FINISH' }, false)).toBe(false);
    for (const status of ['WAIT', 'RUNNING', 'FAIL'] as const) {
      expect(canDownload({ status }, true)).toBe(false);
    }
  });

  it('without the push stream, polls every 10 s while the drawer is open and never while it is closed', () => {
    expect(pollInterval(true, false)).toBe(10_000);
    expect(pollInterval(false, false)).toBe(false);
  });

  it('never polls while the push stream is open', () => {
    expect(pollInterval(true, true)).toBe(false);
    expect(pollInterval(false, true)).toBe(false);
  });

  it('applies a pushed progress to a running task, never to an ended one; a new status or task refetches', () => {
    const task = (id: number, status: DownloadTask['status']): DownloadTask => ({
      id,
      name: `t${id}`,
      status,
      statusDesc: status,
      progress: 0,
      remark: null,
      createTime: '2024-01-01 00:00:00',
      fileUrl: null,
    });
    const list = [task(1, 'RUNNING'), task(2, 'FINISH'), task(3, 'WAIT')];
    const running = { status: 'RUNNING' as const, progress: 40, rowsWritten: 400, rowsTotal: 1000 };
    expect(withProgress(list, { id: 1, ...running })?.[0]).toMatchObject({ progress: 40, rowsWritten: 400 });
    expect(withProgress(list, { id: 2, ...running })?.[1]).toMatchObject({ status: 'FINISH', progress: 0 });
    expect(withProgress(list, { id: 3, ...running })).toBeNull();
    expect(withProgress(list, { id: 4, ...running })).toBeNull();
  });

  it('the badge counts waiting and running tasks only', () => {
    expect(
      unfinishedCount([{ status: 'WAIT' }, { status: 'RUNNING' }, { status: 'FINISH' }, { status: 'FAIL' }]),
    ).toBe(2);
    expect(unfinishedCount([])).toBe(0);
  });
});
