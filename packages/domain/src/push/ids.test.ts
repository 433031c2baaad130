import { describe, expect, it } from 'vitest';
import { comparePushIds, decideCatchUp, laterPushId, nextPushId, parsePushId } from './ids';

const kept = (...ids: string[]) => ids.map((id) => ({ id, message: id }));
const store = { dropped: null, newest: '100-3', first: '100-0', current: '100-3' };

describe('push ids', () => {
  it('orders by millisecond, then by the counter within it', () => {
    const ids = ['101-0', '100-10', '100-2'].map((text) => parsePushId(text));
    expect(ids.every(Boolean)).toBe(true);
    const sorted = [...(ids as { ms: number; n: number }[])].sort(comparePushIds);
    expect(sorted).toEqual([
      { ms: 100, n: 2 },
      { ms: 100, n: 10 },
      { ms: 101, n: 0 },
    ]);
  });

  it('reads only ids of the form <ms>-<n>', () => {
    expect(parsePushId(' 1732690000000-4 ')).toEqual({ ms: 1732690000000, n: 4 });
    expect(['', '12', 'a-1', '1-2-3', '-1-0'].map(parsePushId)).toEqual([null, null, null, null, null]);
    expect(parsePushId(undefined)).toBeNull();
  });

  it('never goes back when the clock does: the same millisecond counts up', () => {
    expect(nextPushId({ last: null, nowMs: 500 })).toEqual({ ms: 500, n: 0 });
    expect(nextPushId({ last: { ms: 500, n: 0 }, nowMs: 500 })).toEqual({ ms: 500, n: 1 });
    expect(nextPushId({ last: { ms: 500, n: 1 }, nowMs: 400 })).toEqual({ ms: 500, n: 2 });
    expect(nextPushId({ last: { ms: 500, n: 9 }, nowMs: 501 })).toEqual({ ms: 501, n: 0 });
  });

  it('keeps the later of two ids, ignoring what is not an id', () => {
    expect(laterPushId('100-2', '100-10')).toBe('100-10');
    expect(laterPushId('101-0', '100-10')).toBe('101-0');
    expect(laterPushId(null, '5-0')).toBe('5-0');
    expect(laterPushId('junk', null)).toBeNull();
  });
});

describe('catching up a reconnecting stream', () => {
  it('replays nothing to a first stream', () => {
    expect(decideCatchUp({ lastEventId: null, kept: kept('100-0'), ...store })).toEqual({ kind: 'fresh' });
  });

  it('replays exactly the kept messages after the tab id', () => {
    const decision = decideCatchUp({
      lastEventId: '100-1',
      kept: kept('100-0', '100-1', '100-2', '100-3'),
      ...store,
    });
    expect(decision).toEqual({ kind: 'replay', messages: kept('100-2', '100-3') });
  });

  it('replays nothing to a tab that saw the newest message', () => {
    const decision = decideCatchUp({ lastEventId: '100-3', kept: kept('100-2', '100-3'), ...store });
    expect(decision).toEqual({ kind: 'replay', messages: [] });
  });

  it('resyncs when a message after the tab id was dropped from the window', () => {
    const decision = decideCatchUp({
      lastEventId: '100-0',
      kept: kept('100-2', '100-3'),
      ...store,
      dropped: '100-1',
    });
    expect(decision).toEqual({ kind: 'resync' });
  });

  it('replays when only messages up to the tab id were dropped', () => {
    const decision = decideCatchUp({
      lastEventId: '100-1',
      kept: kept('100-2', '100-3'),
      ...store,
      dropped: '100-1',
    });
    expect(decision).toEqual({ kind: 'replay', messages: kept('100-2', '100-3') });
  });

  it('resyncs when the kept list expired with a message the tab had not seen', () => {
    expect(decideCatchUp({ lastEventId: '100-2', kept: [], ...store })).toEqual({ kind: 'resync' });
    // ...and replays nothing when the tab had seen it: a quiet user is no reason to reload.
    expect(decideCatchUp({ lastEventId: '100-3', kept: [], ...store })).toEqual({
      kind: 'replay',
      messages: [],
    });
  });

  it('resyncs an id the store cannot vouch for: from before its history, after its last id, or garbled', () => {
    expect(decideCatchUp({ lastEventId: '99-7', kept: [], ...store, newest: null })).toEqual({
      kind: 'resync',
    });
    expect(decideCatchUp({ lastEventId: '100-4', kept: [], ...store })).toEqual({ kind: 'resync' });
    expect(decideCatchUp({ lastEventId: 'abc', kept: [], ...store })).toEqual({ kind: 'resync' });
    expect(
      decideCatchUp({
        lastEventId: '100-0',
        kept: [],
        dropped: null,
        newest: null,
        first: null,
        current: null,
      }),
    ).toEqual({ kind: 'resync' });
  });
});
