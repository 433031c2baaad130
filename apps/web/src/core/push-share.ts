import { laterPushId } from '@tms/domain';
import { acceptPush, type StreamFrame } from './push-frames';

/**
 * One push stream per browser, shared by its tabs. The tabs of one session ask for one Web Lock; the
 * tab holding it (the leader) reads the stream and passes every frame on through a BroadcastChannel,
 * and the others deliver what they hear. Every tab keeps the latest id it saw, so when the leader
 * closes and the lock passes on, the next leader opens the stream from there (Last-Event-ID) and the
 * overlap is dropped by id. The leader also tells the others whether its stream is up, so
 * usePushConnected() holds in every tab; a tab that opens later asks (hello) and is told.
 */

export type ChannelNote =
  | { kind: 'frame'; frame: StreamFrame }
  | { kind: 'status'; connected: boolean; lastId: string | null }
  | { kind: 'hello' };

/** The part of navigator.locks used here. */
export type Locks = {
  request(name: string, options: { signal: AbortSignal }, grant: () => Promise<void>): Promise<unknown>;
};

/** The part of a BroadcastChannel used here. */
export type Channel = {
  postMessage(note: ChannelNote): void;
  onmessage: ((event: MessageEvent) => unknown) | null;
};

/** Where a stream's frames and its state go. */
export type StreamReport = { frame(frame: StreamFrame): void; status(connected: boolean): void };

/** Reads the stream (reconnecting) from the id `from()` answers at each connect, until aborted or refused. */
export type ReadStream = (
  from: () => string | null,
  report: StreamReport,
  signal: AbortSignal,
) => Promise<void>;

/**
 * What a tab does with a frame it saw, on its own stream or from the leader: a message seen before is
 * dropped, every id moves the tab's latest id on, a resync starts it afresh. Answers the latest id and
 * whether to deliver.
 */
export function takeFrame(
  lastId: string | null,
  frame: StreamFrame,
): { deliver: boolean; lastId: string | null } {
  if (frame.kind === 'message') return acceptPush(lastId, frame.id);
  // After a resync the id held so far means nothing to the server (it may even be ahead of its ids):
  // it is dropped, so no later message is mistaken for one already seen.
  if (frame.kind === 'resync') return { deliver: true, lastId: frame.id };
  return { deliver: false, lastId: laterPushId(lastId, frame.id) };
}

/**
 * This tab's part in the browser's one stream, until `signal` aborts (or, as leader, the stream was
 * refused for good). `tab` gets the frames to deliver here and whether the browser's stream is up.
 */
export async function shareStream(options: {
  name: string;
  locks: Locks;
  channel: Channel;
  signal: AbortSignal;
  read: ReadStream;
  tab: StreamReport;
}): Promise<void> {
  const { name, locks, channel, signal, read, tab } = options;
  let lastId: string | null = null;
  let leading = false;
  let connected = false;
  const post = (note: ChannelNote) => {
    try {
      channel.postMessage(note);
    } catch {
      // The channel closed with the tab: nobody is left to tell.
    }
  };
  const setStatus = (value: boolean) => {
    connected = value;
    tab.status(value);
  };
  const take = (frame: StreamFrame) => {
    const taken = takeFrame(lastId, frame);
    lastId = taken.lastId;
    if (taken.deliver) tab.frame(frame);
    return taken.deliver || frame.kind === 'position';
  };

  channel.onmessage = (event) => {
    const note = event.data as ChannelNote;
    if (note.kind === 'hello') {
      if (leading) post({ kind: 'status', connected, lastId });
      return;
    }
    // The leader reads the stream itself; what others say is for followers.
    if (leading) return;
    if (note.kind === 'status') {
      lastId = laterPushId(lastId, note.lastId);
      setStatus(note.connected);
    } else {
      take(note.frame);
    }
  };
  post({ kind: 'hello' });

  await locks
    .request(name, { signal }, async () => {
      leading = true;
      setStatus(false);
      try {
        await read(
          () => lastId,
          {
            frame: (frame) => {
              if (take(frame)) post({ kind: 'frame', frame });
            },
            status: (value) => {
              setStatus(value);
              post({ kind: 'status', connected: value, lastId });
            },
          },
          signal,
        );
      } finally {
        leading = false;
        setStatus(false);
        // The stream is down until the next leader has it up again.
        post({ kind: 'status', connected: false, lastId });
      }
    })
    // Aborted while waiting for the lock: this tab no longer listens.
    .catch(() => undefined);
  channel.onmessage = null;
}
