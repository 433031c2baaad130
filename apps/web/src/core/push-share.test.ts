import { comparePushIds, type PushMessage, parsePushId } from '@tms/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamFrame } from './push-frames';
import { type Channel, type Locks, type ReadStream, shareStream, takeFrame } from './push-share';

/** A lock as navigator.locks grants it: one holder at a time, the next waiter when it lets go. */
function fakeLocks(): Locks {
  type Waiter = { grant: () => Promise<void>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const waiting: Waiter[] = [];
  let held = false;
  const pump = () => {
    if (held) return;
    const next = waiting.shift();
    if (!next) return;
    held = true;
    next
      .grant()
      .then(next.resolve, next.reject)
      .finally(() => {
        held = false;
        pump();
      });
  };
  return {
    request(_name, { signal }, grant) {
      return new Promise((resolve, reject) => {
        const waiter = { grant, resolve, reject };
        signal.addEventListener('abort', () => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) {
            waiting.splice(at, 1);
            reject(new Error('aborted'));
          }
        });
        waiting.push(waiter);
        pump();
      });
    },
  };
}

const note = (tag: string): PushMessage => ({ type: 'message.received', data: { id: tag, type: 'test' } });
const after = (a: string, b: string) =>
  comparePushIds(parsePushId(a) ?? { ms: 0, n: 0 }, parsePushId(b) ?? { ms: 0, n: 0 });

/**
 * The server side of the stream: keeps every message, and a stream opened from an id replays from that
 * id on — the one at it included, so the tabs' own dedupe is what keeps it from showing twice.
 */
function fakeServer() {
  const kept: { id: string; message: PushMessage }[] = [];
  const live = new Set<(frame: StreamFrame) => void>();
  const opens: (string | null)[] = [];
  let n = 0;
  let gate: { wait: Promise<void>; open: () => void } | null = null;
  const read: ReadStream = async (from, report, signal) => {
    // A held server answers nobody yet: a message sent meanwhile reaches no tab live.
    if (gate) await gate.wait;
    const since = from();
    opens.push(since);
    report.status(true);
    const listener = (frame: StreamFrame) => report.frame(frame);
    live.add(listener);
    for (const entry of kept) {
      if (since && after(entry.id, since) >= 0) report.frame({ kind: 'message', ...entry });
    }
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    live.delete(listener);
    report.status(false);
  };
  return {
    read,
    opens,
    listening: () => live.size,
    hold() {
      let open = () => {};
      const wait = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { wait, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    send(tag: string) {
      const entry = { id: `1000-${n++}`, message: note(tag) };
      kept.push(entry);
      for (const listener of live) listener({ kind: 'message', ...entry });
    },
    resync() {
      for (const listener of live) listener({ kind: 'resync', id: null });
    },
  };
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** One browser tab taking part in the shared stream. */
function openTab(locks: Locks, read: ReadStream) {
  const abort = new AbortController();
  const channel = new BroadcastChannel('tms-push:test');
  channels.push(channel);
  const tab = { tags: [] as string[], resyncs: 0, connected: false, close: () => abort.abort() };
  void shareStream({
    name: 'tms-push:test',
    locks,
    channel: channel as unknown as Channel,
    signal: abort.signal,
    read,
    tab: {
      frame: (frame) => {
        if (frame.kind === 'message') tab.tags.push((frame.message.data as { id: string }).id);
        if (frame.kind === 'resync') tab.resyncs += 1;
      },
      status: (value) => {
        tab.connected = value;
      },
    },
  });
  return tab;
}

async function until(check: () => boolean, what: string) {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('one stream per browser, shared by its tabs', () => {
  it('one tab reads the stream; every tab gets each message once and knows the stream is up', async () => {
    const server = fakeServer();
    const locks = fakeLocks();
    const [a, b, c] = [openTab(locks, server.read), openTab(locks, server.read), openTab(locks, server.read)];
    await until(() => server.opens.length === 1 && a.connected, 'the first tab leads');
    server.send('one');
    await until(() => b.tags.length === 1 && c.tags.length === 1, 'the other tabs hear the message');
    expect([a.tags, b.tags, c.tags]).toEqual([['one'], ['one'], ['one']]);
    await until(() => b.connected && c.connected, 'the other tabs know the stream is up');
    expect(server.opens).toEqual([null]);
    for (const tab of [a, b, c]) tab.close();
  });

  it('when the leader closes, the next tab reopens from the last id seen, and nothing is lost or doubled', async () => {
    const server = fakeServer();
    const locks = fakeLocks();
    const a = openTab(locks, server.read);
    await until(() => a.connected, 'the first tab leads');
    const b = openTab(locks, server.read);
    const c = openTab(locks, server.read);
    server.send('one');
    server.send('two');
    await until(() => b.tags.length === 2 && c.tags.length === 2, 'the other tabs hear both');
    server.hold();
    a.close();
    await until(() => server.listening() === 0, 'the leader is gone');
    // Sent between the leader going and the next one reading: only the replay can bring it.
    server.send('three');
    server.release();
    await until(() => server.opens.length === 2, 'another tab takes over');
    await until(() => b.tags.length === 3 && c.tags.length === 3, 'both tabs get the missed message');
    server.send('four');
    await until(() => b.tags.length === 4 && c.tags.length === 4, 'both tabs hear the live one');
    expect(server.opens).toEqual([null, '1000-1']);
    expect(b.tags).toEqual(['one', 'two', 'three', 'four']);
    expect(c.tags).toEqual(['one', 'two', 'three', 'four']);
    expect(b.connected && c.connected).toBe(true);
    b.close();
    c.close();
  });

  it('passes push.resync to every tab', async () => {
    const server = fakeServer();
    const locks = fakeLocks();
    const a = openTab(locks, server.read);
    await until(() => a.connected, 'the first tab leads');
    const b = openTab(locks, server.read);
    await until(() => b.connected, 'the second tab hears the status');
    server.resync();
    await until(() => a.resyncs === 1 && b.resyncs === 1, 'both tabs resync');
    a.close();
    b.close();
  });
});

describe('what a tab does with a frame', () => {
  it('moves its latest id on with positions without delivering them', () => {
    expect(takeFrame('100-0', { kind: 'position', id: '100-5' })).toEqual({
      deliver: false,
      lastId: '100-5',
    });
    expect(takeFrame('100-5', { kind: 'position', id: '100-1' })).toEqual({
      deliver: false,
      lastId: '100-5',
    });
  });

  it('forgets its latest id on a resync, so an id from a server that went back does not hide new messages', () => {
    expect(takeFrame('999-0', { kind: 'resync', id: null })).toEqual({ deliver: true, lastId: null });
    expect(takeFrame(null, { kind: 'message', id: '100-0', message: note('x') }).deliver).toBe(true);
  });
});
