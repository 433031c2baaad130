import type { Lang, MessageKey } from '@tms/domain';
import { LOGIN_LOCK_MS, MAX_LOGIN_FAILURES } from '@tms/domain';
import { verifyPassword } from '../../../platform/auth/password';
import { hashToken } from '../../../platform/auth/tokens';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { isCaptchaEnabled } from './captcha-enabled';
import {
  consumeVerification,
  countFailure,
  findUserByName,
  recordSuccess,
  writeLoginLog,
} from './repository';
import { startSession } from './start-session';

const minutesUntil = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 60_000);

export type LoginInput = {
  username: string;
  password: string;
  captchaVerification?: string | undefined;
  client: { ip: string; browser: string; os: string };
  lang: Lang;
  now?: Date;
};

/**
 * Password sign-in behind the slide captcha. Five wrong passwords lock the account for 10 minutes.
 * Every attempt, good or bad, goes to the login log.
 */
export async function login(
  deps: Pick<Deps, 'db' | 'config'>,
  input: LoginInput,
): Promise<{ token: string }> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const log = (status: 0 | 1, key: MessageKey, params?: Record<string, unknown>) =>
    writeLoginLog(db, {
      userName: input.username,
      ipaddr: input.client.ip,
      browser: input.client.browser,
      os: input.client.os,
      status,
      msg: t(input.lang, key, params),
      loginTime: now,
    });
  const fail = async (key: MessageKey, params?: Record<string, unknown>): Promise<never> => {
    await log(1, key, params);
    throw AppError.invalid(key, params);
  };

  if (await isCaptchaEnabled(deps)) {
    if (!input.captchaVerification) return fail('auth.captchaRequired');
    if (!(await consumeVerification(db, hashToken(input.captchaVerification), now))) {
      return fail('auth.captchaExpired');
    }
  }

  const user = await findUserByName(db, input.username);
  if (!user) return fail('auth.badCredentials', { left: MAX_LOGIN_FAILURES - 1 });
  if (user.lockedUntil && user.lockedUntil > now) {
    return fail('auth.locked', { minutes: minutesUntil(user.lockedUntil, now) });
  }
  if (!(await verifyPassword(input.password, user.password))) {
    const after = await countFailure(db, {
      userId: user.id,
      now,
      maxFailures: MAX_LOGIN_FAILURES,
      lockMs: LOGIN_LOCK_MS,
    });
    if (after.lockedUntil && after.lockedUntil > now) {
      return fail('auth.locked', { minutes: minutesUntil(after.lockedUntil, now) });
    }
    return fail('auth.badCredentials', { left: Math.max(MAX_LOGIN_FAILURES - after.failedAttempts, 0) });
  }
  if (user.status !== '0') return fail('auth.disabled');

  if (!(await recordSuccess(db, user.id, input.client.ip, now))) {
    return fail('auth.locked', { minutes: LOGIN_LOCK_MS / 60_000 });
  }
  const token = await startSession(db, { userId: user.id, ...input.client, now });
  await log(0, 'common.success');
  return { token };
}
