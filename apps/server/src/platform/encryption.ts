import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

// ---- Secrets at rest ---------------------------------------------------------------------------------

const SEALED_PREFIX = 'v1:';
const KEY_FILE = 'secret.key';
const fileKeys = new Map<string, Buffer>();

/**
 * The 32-byte key secrets kept in the database are sealed with: SHA-256 of TMS_SECRET_KEY, or of a
 * random key written once to <dataDir>/secret.key (mode 600) when none is configured. A database dump
 * alone then reveals no secret; the key lives outside it.
 */
export function secretKeyOf(config: { secretKey?: string | undefined; dataDir: string }): Buffer {
  if (config.secretKey) return createHash('sha256').update(config.secretKey).digest();
  const cached = fileKeys.get(config.dataDir);
  if (cached) return cached;
  const file = path.join(config.dataDir, KEY_FILE);
  let material: string;
  try {
    material = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': another process that wrote it first wins, and both read its key.
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch {}
    material = readFileSync(file, 'utf8').trim();
  }
  const key = createHash('sha256').update(material).digest();
  fileKeys.set(config.dataDir, key);
  return key;
}

/** AES-256-GCM with a fresh IV: 'v1:' + base64(iv || tag || ciphertext). */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The secret sealSecret sealed; throws when the key is not the one it was sealed with. */
export function openSecret(sealed: string, key: Buffer): string {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('not a sealed secret');
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
