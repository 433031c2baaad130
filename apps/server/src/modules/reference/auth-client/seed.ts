import { authClients } from '../../../db/schema';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { DbOrTx } from '../../../platform/db';

/**
 * The single sign-on portal's client. Its secret is random and printed nowhere: an administrator resets it
 * on the auth client screen and hands the new one to the portal.
 */
export async function seedAuthClients(db: DbOrTx): Promise<void> {
  await db.insert(authClients).values({
    clientId: 'sso-portal',
    clientName: '统一登录门户',
    clientSecretHash: hashToken(newToken()),
    portalUrl: null,
    remark: 'Single sign-on portal',
    createBy: 'seed',
  });
}
