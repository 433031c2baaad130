import { comparePushIds, isPushType, PUSH_RESYNC_EVENT, type PushMessage, parsePushId } from '@tms/domain';

/**
 * What one Server-Sent Events block of the push stream says: a message (with its id), where the
 * stream stands (an id alone, on a heartbeat), or that the missed messages are gone and everything
 * shown must be read again (`push.resync`).
 */
export type StreamFrame =
  | { kind: 'message'; id: string | null; message: PushMessage }
  | { kind: 'position'; id: string }
  | { kind: 'resync'; id: string | null };

/**
 * Frames out of a growing text buffer: complete blocks (blank-line terminated) are read, the
 * unfinished tail is kept for the next chunk. Heartbeats without an id, events this build does not
 * know and messages whose data is not JSON are skipped (an id on them still counts as a position).
 */
export function readFrames(buffer: string): { frames: StreamFrame[]; rest: string } {
  const frames: StreamFrame[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value || null;
    }
    if (event === PUSH_RESYNC_EVENT) {
      frames.push({ kind: 'resync', id });
      continue;
    }
    const message = isPushType(event) && data.length > 0 ? parseMessage(event, data.join('\n')) : null;
    if (message) frames.push({ kind: 'message', id, message });
    else if (id) frames.push({ kind: 'position', id });
  }
  return { frames, rest };
}

function parseMessage(type: PushMessage['type'], data: string): PushMessage | null {
  try {
    return { type, data: JSON.parse(data) } as PushMessage;
  } catch {
    // A garbled frame is dropped; the next one stands on its own.
    return null;
  }
}

/**
 * Whether a message reaches the handlers, and the latest id seen after it. Ids only grow along the
 * stream, so one at or below the latest seen was delivered already: after a leader tab hands over,
 * the new stream replays from the last id any tab saw, and what overlaps is dropped here. A message
 * without an id (the server could not number it) is always delivered.
 */
export function acceptPush(
  lastId: string | null,
  id: string | null,
): { deliver: boolean; lastId: string | null } {
  if (id === null) return { deliver: true, lastId };
  const next = parsePushId(id);
  if (!next) return { deliver: true, lastId };
  const seen = parsePushId(lastId);
  if (seen && comparePushIds(next, seen) <= 0) return { deliver: false, lastId };
  return { deliver: true, lastId: id };
}

/** The request headers of a stream: the session, and where to resume when an id was seen before. */
export function streamHeaders(token: string, lang: string, lastId: string | null): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    Accept: 'text/event-stream',
    lang,
    ...(lastId ? { 'Last-Event-ID': lastId } : {}),
  };
}

/**
 * The name of the lock and the channel the tabs of one browser share for one session. The token is
 * hashed (FNV-1a) so it never shows in a lock or channel name; another sign-in gets another name.
 */
export function sharedName(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `tms-push:${hash.toString(36)}`;
}

/** The wait before reconnecting after `failures` failed tries: 1 s doubling to 30 s, with jitter. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}
