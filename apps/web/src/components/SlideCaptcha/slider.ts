/** The piece image is a square of this size (the server's PIECE_SIZE). */
export const PIECE_SIZE = 60;
/** Puzzles live 2 minutes on the server; an open dialog fetches a new one a little before that. */
export const PUZZLE_REFRESH_MS = 110_000;

/** The piece's left edge moves from 0 to the image width minus the piece. */
export function clampPieceX(x: number, width: number): number {
  return Math.round(Math.min(Math.max(0, x), Math.max(0, width - PIECE_SIZE)));
}

export type SliderKey = { key: string; shiftKey: boolean };

/**
 * Keyboard use of the slider: arrows move 1 px (10 with Shift), Home and End jump to the ends,
 * Enter or Space drops the piece. Anything else is not ours.
 */
export function keyAction(
  { key, shiftKey }: SliderKey,
  x: number,
  width: number,
): { move: number } | { drop: true } | null {
  const step = shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return { move: clampPieceX(x + step, width) };
    case 'ArrowLeft':
    case 'ArrowDown':
      return { move: clampPieceX(x - step, width) };
    case 'Home':
      return { move: 0 };
    case 'End':
      return { move: clampPieceX(width, width) };
    case 'Enter':
    case ' ':
      return x > 0 ? { drop: true } : null;
    default:
      return null;
  }
}
