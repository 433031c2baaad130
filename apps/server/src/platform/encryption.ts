import {
  constants,
  createCipheriv,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export const PUBKEY_HEADER = 'x-encrypt-pubkey';
export const ENCRYPT_KEY_HEADER = 'encrypt-key';
export const ENCRYPT_IV_HEADER = 'encrypt-iv';
export const ENCRYPT_CONFIG_KEY = 'sys.api.encryptEnabled';

export type EncryptedBody = { body: string; wrappedKey: string; iv: string };

/** The client's RSA public key from the header (SPKI, base64); null when absent. Throws when malformed. */
export function clientPublicKey(header: string | string[] | undefined): KeyObject | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw AppError.invalid('auth.encryptKeyInvalid');
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < 2048) throw AppError.invalid('auth.encryptKeyInvalid');
  return key;
}

/**
 * AES-256-GCM with a fresh key and 96-bit IV per response; the key is wrapped with the client's
 * RSA key (OAEP, SHA-256). The body is base64(ciphertext || 16-byte tag), which is what WebCrypto's
 * AES-GCM decrypt expects.
 */
export function encryptBody(plain: string, publicKey: KeyObject): EncryptedBody {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    key,
  );
  return {
    body: sealed.toString('base64'),
    wrappedKey: wrapped.toString('base64'),
    iv: iv.toString('base64'),
  };
}

type WithKey = FastifyRequest & { encryptTo?: KeyObject | null };

/**
 * Encrypted responses (docs/api.md, "Encrypted responses"). Off unless sys.api.encryptEnabled is
 * 'true'. Applies to routes with config.sensitive when the caller sent its public key; a caller
 * without one (scripts, Swagger UI, browsers without WebCrypto on plain http) gets plain JSON.
 * Only HTTP 200 answers are encrypted: the web's decoder runs on successful responses only.
 */
export const encryptionPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: () => Promise<boolean> }) => {
    const { enabled } = opts;

    // Parse the key before the handler, so a malformed header is a clean error, not a failed send.
    app.addHook('preHandler', async (request: WithKey) => {
      if (!request.routeOptions.config.sensitive || !request.headers[PUBKEY_HEADER]) return;
      request.encryptTo = (await enabled()) ? clientPublicKey(request.headers[PUBKEY_HEADER]) : null;
    });

    app.addHook('onSend', async (request: WithKey, reply, payload) => {
      if (!request.routeOptions.config.sensitive) return payload;
      reply.header('vary', PUBKEY_HEADER);
      if (!request.encryptTo || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const sealed = encryptBody(payload, request.encryptTo);
      reply
        .header(ENCRYPT_KEY_HEADER, sealed.wrappedKey)
        .header(ENCRYPT_IV_HEADER, sealed.iv)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8');
      return sealed.body;
    });
  },
);
