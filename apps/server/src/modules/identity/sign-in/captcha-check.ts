import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { settleCaptcha } from './repository';

/** How far, in pixels, the dropped piece may sit from the hole. */
export const CAPTCHA_TOLERANCE_PX = 5;

/**
 * Judges one drop of the piece. A puzzle gets exactly one try: a miss burns it and the client
 * fetches a new one. A hit yields a verification, usable once for sign-in before the puzzle's
 * 2 minutes run out; only its hash is stored.
 */
export async function checkCaptcha(
  db: DbOrTx,
  input: { token: string; x: number; now?: Date },
): Promise<{ captchaVerification: string }> {
  const captchaVerification = newToken();
  const passed = await settleCaptcha(db, {
    token: input.token,
    x: input.x,
    tolerance: CAPTCHA_TOLERANCE_PX,
    verificationHash: hashToken(captchaVerification),
    now: input.now ?? new Date(),
  });
  if (passed === null) throw AppError.invalid('auth.captchaExpired');
  if (!passed) throw AppError.invalid('auth.captchaFailed');
  return { captchaVerification };
}
