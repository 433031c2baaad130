import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { createResponseCipher, startEncryption } from './encryption';

/** What the server does (apps/server/src/platform/encryption.ts), with node's crypto. */
function serverEncrypt(json: unknown, spkiBase64: string) {
  const publicKey = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(json), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
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

const response = (data: unknown, headers: Record<string, string> = {}) =>
  ({ data, headers, status: 200, statusText: 'OK', config: {} }) as unknown as AxiosResponse;

describe('encrypted response decoder', () => {
  it('opens what the server sealed with its public key, before the envelope is read', async () => {
    const cipher = await createResponseCipher();
    const envelope = { code: 0, msg: '', data: { userName: 'admin', name: '管理员' } };
    const sealed = serverEncrypt(envelope, cipher.publicKey);
    const decoded = await cipher.decode(
      response(sealed.body, { 'encrypt-key': sealed.wrappedKey, 'encrypt-iv': sealed.iv }),
    );
    expect(decoded.data).toEqual(envelope);
  });

  it('sends an RSA 2048 SPKI key', async () => {
    const cipher = await createResponseCipher();
    const key = createPublicKey({
      key: Buffer.from(cipher.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('keeps its private key out of reach', async () => {
    const pairs: CryptoKeyPair[] = [];
    const subtle = globalThis.crypto.subtle;
    const spy = new Proxy(subtle, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop !== 'generateKey' || typeof value !== 'function')
          return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<SubtleCrypto['generateKey']>) => {
          const pair = (await value.apply(target, args)) as CryptoKeyPair;
          pairs.push(pair);
          return pair;
        };
      },
    });
    await createResponseCipher(spy);
    const [pair] = pairs;
    if (!pair) throw new Error('no key pair was made');
    expect(pair.privateKey.extractable).toBe(false);
    await expect(subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });

  it('passes plain responses through untouched', async () => {
    const cipher = await createResponseCipher();
    const plain = response({ code: 0, msg: '', data: 1 });
    expect(await cipher.decode(plain)).toBe(plain);
  });

  it('refuses a body sealed for another key', async () => {
    const mine = await createResponseCipher();
    const theirs = await createResponseCipher();
    const sealed = serverEncrypt({ code: 0 }, theirs.publicKey);
    await expect(
      mine.decode(response(sealed.body, { 'encrypt-key': sealed.wrappedKey, 'encrypt-iv': sealed.iv })),
    ).rejects.toThrow();
  });

  it('registers the header and the decoder with the request layer', async () => {
    const providers: (() => Record<string, string>)[] = [];
    const decoders: unknown[] = [];
    const started = await startEncryption({
      addHeaderProvider: (p) => providers.push(p),
      addResponseDecoder: (d) => decoders.push(d),
    });
    expect(started).toBe(true);
    expect(Object.keys(providers[0]?.() ?? {})).toEqual(['x-encrypt-pubkey']);
    expect(decoders).toHaveLength(1);
  });
});
