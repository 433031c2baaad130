import { isPushType, type PushMessage } from '@tms/domain';

/**
 * Server-Sent Events frames out of a growing text buffer: complete frames (blank-line terminated) are
 * read, the unfinished tail is kept for the next chunk. Comment lines (heartbeats) and events this
 * build does not know are skipped; so is a frame whose data is not JSON.
 */
export function readFrames(buffer: string): { messages: PushMessage[]; rest: string } {
  const messages: PushMessage[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (!isPushType(event) || data.length === 0) continue;
    try {
      messages.push({ type: event, data: JSON.parse(data.join('\n')) } as PushMessage);
    } catch {
      // A garbled frame is dropped; the next one stands on its own.
    }
  }
  return { messages, rest };
}

/** The wait before reconnecting after `failures` failed tries: 1 s doubling to 30 s, with jitter. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}
