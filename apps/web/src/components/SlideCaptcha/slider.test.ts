import { describe, expect, it } from 'vitest';
import { clampPieceX, keyAction } from './slider';

describe('slide captcha slider', () => {
  it('keeps the piece inside the image', () => {
    expect(clampPieceX(-20, 320)).toBe(0);
    expect(clampPieceX(400, 320)).toBe(260);
    expect(clampPieceX(123.6, 320)).toBe(124);
  });

  it('moves by 1 px with the arrows and 10 with Shift', () => {
    expect(keyAction({ key: 'ArrowRight', shiftKey: false }, 50, 320)).toEqual({ move: 51 });
    expect(keyAction({ key: 'ArrowRight', shiftKey: true }, 50, 320)).toEqual({ move: 60 });
    expect(keyAction({ key: 'ArrowLeft', shiftKey: false }, 0, 320)).toEqual({ move: 0 });
    expect(keyAction({ key: 'End', shiftKey: false }, 0, 320)).toEqual({ move: 260 });
  });

  it('drops with Enter or Space once the piece has moved, and ignores other keys', () => {
    expect(keyAction({ key: 'Enter', shiftKey: false }, 80, 320)).toEqual({ drop: true });
    expect(keyAction({ key: ' ', shiftKey: false }, 80, 320)).toEqual({ drop: true });
    expect(keyAction({ key: 'Enter', shiftKey: false }, 0, 320)).toBeNull();
    expect(keyAction({ key: 'a', shiftKey: false }, 80, 320)).toBeNull();
  });
});
