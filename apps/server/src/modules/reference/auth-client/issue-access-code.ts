import { timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findActiveUserByName, findAuthClientByClientId, insertAuthCode } from './repository';

export const ACCESS_CODE_TTL_MS = 5 * 60_000;

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /auth/accessCode: the SSO portal, holding a client id and secret, asks for a one-time code for a
 * user. The code is valid 5 minutes, usable once, and stored only as a hash.
 */
export async function issueAccessCode(
  db: Db,
  input: { clientId: string; clientSecret: string; userName: string; now?: Date },
): Promise<{ code: string; expiresIn: number }> {
  const now = input.now ?? new Date();
  const client = await findAuthClientByClientId(db, input.clientId);
  const secretOk = client ? sameHash(client.clientSecretHash, hashToken(input.clientSecret)) : false;
  if (client?.status !== '0' || !secretOk) throw AppError.invalid('auth.clientInvalid');
  const user = await findActiveUserByName(db, input.userName);
  if (!user) throw AppError.invalid('system.authClient.userInvalid', { value: input.userName });
  const code = newToken();
  await insertAuthCode(db, {
    codeHash: hashToken(code),
    clientId: client.clientId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + ACCESS_CODE_TTL_MS),
    createTime: now,
  });
  return { code, expiresIn: ACCESS_CODE_TTL_MS / 1000 };
}
