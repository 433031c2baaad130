import type { AuthContext } from '../../../platform/auth/caller';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { clientIdTaken, findAuthClient, insertAuthClient, updateAuthClientRow } from './repository';

export type AuthClientInput = {
  id?: number | undefined;
  clientId: string;
  clientName: string;
  portalUrl?: string | null | undefined;
  status: string;
  remark?: string | null | undefined;
};

export type IssuedSecret = { id: number; clientId: string; clientSecret: string };

/** Creates a client with a fresh secret, answered this once; only its hash is kept. */
export async function createAuthClient(
  db: Db,
  caller: AuthContext,
  input: AuthClientInput,
): Promise<IssuedSecret> {
  if (await clientIdTaken(db, input.clientId)) {
    throw AppError.invalid('system.authClient.clientIdTaken', { value: input.clientId });
  }
  const clientSecret = newToken();
  const id = await insertAuthClient(db, {
    clientId: input.clientId,
    clientName: input.clientName,
    portalUrl: input.portalUrl || null,
    status: input.status,
    remark: input.remark || null,
    clientSecretHash: hashToken(clientSecret),
    createBy: caller.userName,
  });
  return { id, clientId: input.clientId, clientSecret };
}

/** Changes name, portal, status and remark; the secret stays (see resetAuthClientSecret). */
export async function updateAuthClient(
  db: Db,
  caller: AuthContext,
  input: AuthClientInput & { id: number },
): Promise<number> {
  if (!(await findAuthClient(db, input.id))) throw AppError.notFound();
  if (await clientIdTaken(db, input.clientId, input.id)) {
    throw AppError.invalid('system.authClient.clientIdTaken', { value: input.clientId });
  }
  await updateAuthClientRow(db, input.id, {
    clientId: input.clientId,
    clientName: input.clientName,
    portalUrl: input.portalUrl || null,
    status: input.status,
    remark: input.remark || null,
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return input.id;
}

/** Replaces the secret; the new one is answered once, the old one stops working at once. */
export async function resetAuthClientSecret(db: Db, caller: AuthContext, id: number): Promise<IssuedSecret> {
  const client = await findAuthClient(db, id);
  if (!client) throw AppError.notFound();
  const clientSecret = newToken();
  await updateAuthClientRow(db, id, {
    clientSecretHash: hashToken(clientSecret),
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return { id, clientId: client.clientId, clientSecret };
}
