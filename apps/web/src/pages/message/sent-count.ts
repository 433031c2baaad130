/** What a send answers per message: its id and how many users it reached. */
export type Sent = { id: string; recipientCount: number };

/** The users a send reached: one message's count, or the sum over a batch of drafts. */
export function sentCount(data: Sent | readonly Sent[]): number {
  return Array.isArray(data)
    ? data.reduce((sum: number, one: Sent) => sum + one.recipientCount, 0)
    : (data as Sent).recipientCount;
}
