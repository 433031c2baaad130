import { get, post } from '../../core/request';

/** A puzzle from POST /auth/captcha/get: the piece's x offset stays on the server. */
export type Puzzle = {
  token: string;
  /** data:image/png;base64 */
  backgroundImage: string;
  /** data:image/png;base64, transparent around the piece (PIECE_SIZE square). */
  pieceImage: string;
  pieceY: number;
  width: number;
  height: number;
};

export async function fetchPuzzle(): Promise<Puzzle> {
  return (await post<Puzzle>('/auth/captcha/get')).data;
}

/** One try per puzzle: a hit answers the one-time verification for POST /auth/login/slide. */
export async function checkPuzzle(token: string, x: number): Promise<string> {
  return (await post<{ captchaVerification: string }>('/auth/captcha/check', { token, x })).data
    .captchaVerification;
}

/** GET /auth/captcha/captchaImage: whether sign-in needs the slide captcha. */
export async function fetchCaptchaEnabled(): Promise<boolean> {
  return (await get<{ captchaEnabled: boolean }>('/auth/captcha/captchaImage')).captchaEnabled;
}
