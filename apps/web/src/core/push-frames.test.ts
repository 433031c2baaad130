import { describe, expect, it } from 'vitest';
import { acceptPush, readFrames, reconnectDelay, sharedName, streamHeaders } from './push-frames';

describe('reading the push stream', () => {
  it('reads complete frames with their ids and keeps the unfinished tail for the next chunk', () => {
    const first = readFrames(
      'retry: 3000\n: open\n\nid: 100-0\nevent: report.task.finished\ndata: {"id":7,"status":"FINISH"}\n\nevent: report.ta',
    );
    expect(first.frames).toEqual([
      {
        kind: 'message',
        id: '100-0',
        message: { type: 'report.task.finished', data: { id: 7, status: 'FINISH' } },
      },
    ]);
    const second = readFrames(`${first.rest}sk.progress\ndata: {"id":7}\n\n`);
    expect(second.frames).toEqual([
      { kind: 'message', id: null, message: { type: 'report.task.progress', data: { id: 7 } } },
    ]);
    expect(second.rest).toBe('');
  });

  it('skips heartbeats, unknown events and frames whose data is not JSON, but keeps their ids as positions', () => {
    const { frames } = readFrames(
      ': ping\n\nevent: alert.raised\ndata: {}\n\nevent: report.task.finished\ndata: {oops\n\nid: 100-4\n: ping\n\n',
    );
    expect(frames).toEqual([{ kind: 'position', id: '100-4' }]);
  });

  it('reads push.resync as the order to read everything again', () => {
    const { frames } = readFrames('event: push.resync\ndata: {}\n\n');
    expect(frames).toEqual([{ kind: 'resync', id: null }]);
  });

  it('accepts CRLF line ends', () => {
    const { frames } = readFrames('event: report.task.finished\r\ndata: {"id":1,"status":"FAIL"}\r\n\r\n');
    expect(frames).toEqual([
      {
        kind: 'message',
        id: null,
        message: { type: 'report.task.finished', data: { id: 1, status: 'FAIL' } },
      },
    ]);
  });

  it('waits 1 s after the first failure, doubling up to 30 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 6, 20].map((n) => reconnectDelay(n, middle))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
  });
});

describe('delivering each message once', () => {
  it('drops a message at or below the latest id seen, and moves the latest id on with a new one', () => {
    expect(acceptPush(null, '100-0')).toEqual({ deliver: true, lastId: '100-0' });
    expect(acceptPush('100-1', '100-1')).toEqual({ deliver: false, lastId: '100-1' });
    expect(acceptPush('100-1', '99-7')).toEqual({ deliver: false, lastId: '100-1' });
    expect(acceptPush('100-1', '100-10')).toEqual({ deliver: true, lastId: '100-10' });
  });

  it('always delivers a message the server could not number', () => {
    expect(acceptPush('100-1', null)).toEqual({ deliver: true, lastId: '100-1' });
  });
});

describe('resuming a stream', () => {
  it('sends the latest id seen as Last-Event-ID, and nothing on a first stream', () => {
    expect(streamHeaders('tok', 'en-US', '100-2')).toEqual({
      Authorization: 'Bearer tok',
      Accept: 'text/event-stream',
      lang: 'en-US',
      'Last-Event-ID': '100-2',
    });
    expect(streamHeaders('tok', 'en-US', null)).not.toHaveProperty('Last-Event-ID');
  });

  it('shares one lock per session without the token in its name', () => {
    expect(sharedName('abc')).toBe(sharedName('abc'));
    expect(sharedName('abc')).not.toBe(sharedName('abd'));
    expect(sharedName('secret-token')).not.toContain('secret');
  });
});
