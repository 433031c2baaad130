import { describe, expect, it } from 'vitest';
import { sentCount } from './sent-count';

describe('how many people a send reached', () => {
  it('is the one message recipient count', () => {
    expect(sentCount({ id: '1', recipientCount: 4 })).toBe(4);
  });

  it('sums a batch of drafts', () => {
    expect(
      sentCount([
        { id: '1', recipientCount: 2 },
        { id: '2', recipientCount: 3 },
      ]),
    ).toBe(5);
  });
});
