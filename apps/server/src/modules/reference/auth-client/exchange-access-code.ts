import type { Lang, MessageKey } from '@tms/domain';
import { hashToken } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { recordSuccess, startSession, writeLoginLog } from '../../identity';
import { consumeAuthCode, findAuthClientByClientId, findUser } from './repository';

/**
 * POST /auth/getToken: exchanges a one-time access code for a session, exactly like a sign-in (12 h
 * session on the user's default center, login log). Used, expired or unknown codes are refused.
 */
export async function exchangeAccessCode(
  db: Db,
  input: { code: string; client: { ip: string; browser: string; os: string }; lang: Lang; now?: Date },
): Promise<{ token: string }> {
  const now = input.now ?? new Date();
  const used = await consumeAuthCode(db, hashToken(input.code), now);
  if (!used) throw AppError.invalid('auth.codeInvalid');

  const user = await findUser(db, used.userId);
  const log = (status: 0 | 1, key: MessageKey) =>
    writeLoginLog(db, {
      userName: user?.userName ?? null,
      ipaddr: input.client.ip,
      browser: input.client.browser,
      os: input.client.os,
      status,
      msg: t(input.lang, key),
      loginTime: now,
    });
  const client = await findAuthClientByClientId(db, used.clientId);
  if (client?.status !== '0') {
    await log(1, 'auth.clientInvalid');
    throw AppError.invalid('auth.clientInvalid');
  }
  if (user?.status !== '0') {
    await log(1, 'auth.disabled');
    throw AppError.invalid('auth.disabled');
  }
  await recordSuccess(db, user.id, input.client.ip, now);
  const token = await startSession(db, { userId: user.id, ...input.client, now });
  await log(0, 'common.success');
  return { token };
}
