import { describe, expect, it } from 'vitest';
import { readFrames, reconnectDelay } from './push-frames';

describe('reading the push stream', () => {
  it('reads complete frames and keeps the unfinished tail for the next chunk', () => {
    const first = readFrames(
      'retry: 3000\n: open\n\nevent: report.task.finished\ndata: {"id":7,"status":"FINISH"}\n\nevent: report.ta',
    );
    expect(first.messages).toEqual([{ type: 'report.task.finished', data: { id: 7, status: 'FINISH' } }]);
    const second = readFrames(`${first.rest}sk.progress\ndata: {"id":7}\n\n`);
    expect(second.messages).toEqual([{ type: 'report.task.progress', data: { id: 7 } }]);
    expect(second.rest).toBe('');
  });

  it('skips heartbeats, unknown events and frames whose data is not JSON', () => {
    const { messages } = readFrames(
      ': ping\n\nevent: alert.raised\ndata: {}\n\nevent: report.task.finished\ndata: {oops\n\n',
    );
    expect(messages).toEqual([]);
  });

  it('accepts CRLF line ends', () => {
    const { messages } = readFrames('event: report.task.finished\r\ndata: {"id":1,"status":"FAIL"}\r\n\r\n');
    expect(messages).toEqual([{ type: 'report.task.finished', data: { id: 1, status: 'FAIL' } }]);
  });

  it('waits 1 s after the first failure, doubling up to 30 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 6, 20].map((n) => reconnectDelay(n, middle))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
  });
});
