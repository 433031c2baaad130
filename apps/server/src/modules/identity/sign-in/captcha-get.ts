import { randomInt } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@tms/domain';
import { newToken } from '../../../platform/auth/tokens';
import type { DbOrTx } from '../../../platform/db';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, PIECE_SIZE } from './captcha-image';
import { deleteExpiredCaptchas, insertCaptcha } from './repository';

export type CaptchaPuzzle = {
  token: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
  width: number;
  height: number;
};

/**
 * A new slide puzzle. The piece's x offset is the secret: it is kept only in sys_captcha and
 * never leaves the server; the client gets the images, the piece's y and the puzzle token.
 */
export async function getCaptcha(db: DbOrTx, now = new Date()): Promise<CaptchaPuzzle> {
  // The hole never starts under the piece's resting place at the left edge.
  const offsetX = randomInt(PIECE_SIZE + 20, CAPTCHA_WIDTH - PIECE_SIZE - 4 + 1);
  const pieceY = randomInt(4, CAPTCHA_HEIGHT - PIECE_SIZE - 4 + 1);
  const { backgroundImage, pieceImage } = drawCaptcha(offsetX, pieceY);
  const token = newToken();
  await deleteExpiredCaptchas(db, now);
  await insertCaptcha(db, { token, offsetX, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  return { token, backgroundImage, pieceImage, pieceY, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT };
}
