import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const setEncryption = (on: boolean) =>
  t.database.db
    .update(configs)
    .set({ configValue: on ? 'true' : 'false' })
    .where(eq(configs.configKey, 'sys.api.encryptEnabled'));

const userInfo = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/system/user/info',
    headers: { authorization: `Bearer ${token}`, lang: 'en-US', ...headers },
  });

/** What the web's decoder does, with node's crypto: unwrap the AES key, then open the body. */
function decrypt(body: string, wrappedKey: string, iv: string, key: KeyObject = privateKey): unknown {
  const aesKey = privateDecrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(wrappedKey, 'base64'),
  );
  const sealed = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('encrypted responses', () => {
  it('are off by default: the sensitive route answers plain JSON even with a key', async () => {
    const res = await userInfo({ 'x-encrypt-pubkey': spki });
    expect(res.headers['encrypt-key']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 0, data: { userName: 'admin' } });
  });

  describe('with sys.api.encryptEnabled = true', () => {
    beforeAll(async () => {
      await setEncryption(true);
    });
    afterAll(async () => {
      await setEncryption(false);
    });

    it('encrypt a sensitive route for a caller that sent its public key', async () => {
      const res = await userInfo({ 'x-encrypt-pubkey': spki });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const wrappedKey = String(res.headers['encrypt-key']);
      const iv = String(res.headers['encrypt-iv']);
      expect(Buffer.from(iv, 'base64')).toHaveLength(12);
      expect(res.body).not.toContain('admin');
      expect(decrypt(res.body, wrappedKey, iv)).toMatchObject({
        code: 0,
        data: { id: '1', userName: 'admin' },
      });
    });

    it('use a fresh key and IV per response', async () => {
      const a = await userInfo({ 'x-encrypt-pubkey': spki });
      const b = await userInfo({ 'x-encrypt-pubkey': spki });
      expect(a.headers['encrypt-iv']).not.toBe(b.headers['encrypt-iv']);
      expect(a.body).not.toBe(b.body);
    });

    it('cannot be opened with another private key', async () => {
      const res = await userInfo({ 'x-encrypt-pubkey': spki });
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      expect(() =>
        decrypt(res.body, String(res.headers['encrypt-key']), String(res.headers['encrypt-iv']), other),
      ).toThrow();
    });

    it('answer plainly when the caller sent no key', async () => {
      const res = await userInfo();
      expect(res.headers['encrypt-key']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 0, data: { userName: 'admin' } });
    });

    it('leave routes not marked sensitive alone', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/captcha/captchaImage',
        headers: { 'x-encrypt-pubkey': spki },
      });
      expect(res.headers['encrypt-key']).toBeUndefined();
      expect(res.json().code).toBe(0);
    });

    it('leave errors plain (HTTP 401 is read before any decoder)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/system/user/info',
        headers: { 'x-encrypt-pubkey': spki, lang: 'en-US' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['encrypt-key']).toBeUndefined();
      expect(res.json().msg).toBe('Authentication failed, cannot access system resources');
    });

    it('refuse a malformed or too small key with a translated message', async () => {
      const bad = await userInfo({ 'x-encrypt-pubkey': 'bm90IGEga2V5' });
      expect(bad.json()).toMatchObject({
        code: 500,
        msg: 'Header x-encrypt-pubkey is not a valid RSA public key (SPKI, at least 2048 bits)',
      });
      const small = generateKeyPairSync('rsa', { modulusLength: 1024 })
        .publicKey.export({ type: 'spki', format: 'der' })
        .toString('base64');
      expect((await userInfo({ 'x-encrypt-pubkey': small })).json().code).toBe(500);
    });
  });
});
