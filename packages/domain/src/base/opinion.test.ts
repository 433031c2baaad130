import { describe, expect, it } from 'vitest';
import { canMoveOpinion, isOpinionStatus } from './opinion';

describe('opinion status moves', () => {
  it('goes new → processing → done', () => {
    expect(canMoveOpinion('N', 'P')).toBe(true);
    expect(canMoveOpinion('P', 'D')).toBe(true);
  });
  it('a new opinion may be closed at once, and a done one reopened for more work', () => {
    expect(canMoveOpinion('N', 'D')).toBe(true);
    expect(canMoveOpinion('D', 'P')).toBe(true);
  });
  it('never goes back to new once work has started', () => {
    expect(canMoveOpinion('P', 'N')).toBe(false);
    expect(canMoveOpinion('D', 'N')).toBe(false);
  });
  it('knows only N, P and D', () => {
    expect(isOpinionStatus('P')).toBe(true);
    expect(isOpinionStatus('X')).toBe(false);
  });
});
