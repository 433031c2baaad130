import { checkSmsCode, type Lang, type MessageKey } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { recordSuccess, writeLoginLog } from './repository';
import { smsCodeHash, smsCodeStoreOf } from './sms-code-store';
import { startSession } from './start-session';

export type SmsLoginInput = {
  mobile: string;
  code: string;
  client: { ip: string; browser: string; os: string };
  lang: Lang;
  now?: Date;
};

/**
 * POST /auth/login/sms: sign-in with the mobile of a user and the code /account/sms sent to it. The code
 * is checked against its stored hash (domain checkSmsCode): none or expired (5 minutes), wrong (a try is
 * counted, the tries left named) or too many wrong tries (the code is dropped); a right code is consumed,
 * so it signs in once. A locked or disabled account is refused as at password sign-in. Every attempt goes
 * to the login log under the user's name (or the mobile when no user has it).
 */
export async function loginBySms(deps: Pick<Deps, 'db' | 'keys'>, input: SmsLoginInput) {
  const { db } = deps;
  const now = input.now ?? new Date();
  const user = await db.query.users.findFirst({
    where: and(eq(users.phonenumber, input.mobile), eq(users.delFlag, '0')),
  });
  const fail = async (key: MessageKey, params?: Record<string, unknown>): Promise<never> => {
    await writeLoginLog(db, {
      userName: user?.userName ?? input.mobile,
      ipaddr: input.client.ip,
      browser: input.client.browser,
      os: input.client.os,
      status: 1,
      msg: t(input.lang, key, params),
      loginTime: now,
    });
    throw AppError.invalid(key, params);
  };

  const store = smsCodeStoreOf(deps);
  const state = await store.get(input.mobile);
  const hash = smsCodeHash(input.mobile, input.code);
  const check = checkSmsCode(state, state?.codeHash === hash, now.getTime());
  if (!check.ok) {
    if (check.drop) await store.drop(input.mobile);
    else await store.countAttempt(input.mobile);
    return fail(check.key, check.params);
  }
  // Consumed before the account checks: a code is good for one sign-in attempt whatever follows.
  if (!(await store.consume(input.mobile, hash))) return fail('auth.smsCodeExpired');
  if (!user) return fail('auth.smsNoUser');
  if (user.lockedUntil && user.lockedUntil > now) {
    return fail('auth.locked', { minutes: Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000) });
  }
  if (user.status !== '0') return fail('auth.disabled');
  await recordSuccess(db, user.id, input.client.ip, now);
  const token = await startSession(db, { userId: user.id, ...input.client, now });
  await writeLoginLog(db, {
    userName: user.userName,
    ipaddr: input.client.ip,
    browser: input.client.browser,
    os: input.client.os,
    status: 0,
    msg: t(input.lang, 'common.success'),
    loginTime: now,
  });
  return { token };
}
