/**
 * Opinions and suggestions move N (new) → P (processing) → D (done); an administrator may also close a
 * new one at once (N → D) and reopen a done one for more work (D → P). Staying in the same status is a
 * reply without a move. Every change of status goes through this table.
 */
export const OPINION_STATUSES = ['N', 'P', 'D'] as const;
export type OpinionStatus = (typeof OPINION_STATUSES)[number];
export const OPINION_TYPES = ['suggestion', 'complaint', 'bug'] as const;
export type OpinionType = (typeof OPINION_TYPES)[number];
export const OPINION_CONTENT_MAX = 2000;

const NEXT: Record<OpinionStatus, readonly OpinionStatus[]> = {
  N: ['N', 'P', 'D'],
  P: ['P', 'D'],
  D: ['D', 'P'],
};

export function canMoveOpinion(from: OpinionStatus, to: OpinionStatus): boolean {
  return NEXT[from].includes(to);
}

export function isOpinionStatus(value: string): value is OpinionStatus {
  return (OPINION_STATUSES as readonly string[]).includes(value);
}
