import type { AxiosResponse } from 'axios';

/**
 * Encrypted responses (docs/api.md, "Encrypted responses"). At startup the web makes an RSA-OAEP
 * key pair (SHA-256, 2048 bits) whose private key cannot be exported and lives only in memory; every
 * call carries the public key (SPKI, base64) in x-encrypt-pubkey. When the server encrypts a
 * sensitive answer it sends the AES-256-GCM key wrapped with that public key in `encrypt-key`, the IV
 * in `encrypt-iv`, and base64(ciphertext || tag) as the body; the decoder below restores the JSON
 * before the request layer reads the envelope.
 *
 * Without WebCrypto (crypto.subtle exists only in secure contexts: https or localhost) no key is
 * sent, and the server answers plainly.
 */
export const PUBKEY_HEADER = 'x-encrypt-pubkey';
export const ENCRYPT_KEY_HEADER = 'encrypt-key';
export const ENCRYPT_IV_HEADER = 'encrypt-iv';

const RSA_PARAMS: RsaHashedKeyGenParams = {
  name: 'RSA-OAEP',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

export type ResponseCipher = {
  /** The public key to send, SPKI DER in base64. */
  publicKey: string;
  /** Opens an encrypted response; others pass through untouched. */
  decode(response: AxiosResponse): Promise<AxiosResponse>;
};

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function header(response: AxiosResponse, name: string): string | undefined {
  const value = (response.headers as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
}

/** Makes the key pair and the decoder that goes with it. */
export async function createResponseCipher(
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<ResponseCipher> {
  // extractable false: the private key can decrypt but can never be read out, not even by our code.
  const pair = await subtle.generateKey(RSA_PARAMS, false, ['encrypt', 'decrypt']);
  const publicKey = toBase64(await subtle.exportKey('spki', pair.publicKey));

  async function decode(response: AxiosResponse): Promise<AxiosResponse> {
    const wrapped = header(response, ENCRYPT_KEY_HEADER);
    const iv = header(response, ENCRYPT_IV_HEADER);
    if (!wrapped || !iv || typeof response.data !== 'string') return response;
    const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(wrapped));
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      aesKey,
      fromBase64(response.data),
    );
    return { ...response, data: JSON.parse(new TextDecoder().decode(plain)) };
  }

  return { publicKey, decode };
}

type RequestHooks = {
  addHeaderProvider(provider: () => Record<string, string>): void;
  addResponseDecoder(decoder: (response: AxiosResponse) => Promise<AxiosResponse>): void;
};

/**
 * Called once at startup with the request layer's hooks. Calls made before the key is ready simply
 * go without it (and get plain answers). Resolves false when this browser has no WebCrypto.
 */
export async function startEncryption(hooks: RequestHooks): Promise<boolean> {
  if (!globalThis.crypto?.subtle) return false;
  let cipher: ResponseCipher;
  try {
    cipher = await createResponseCipher();
  } catch {
    return false;
  }
  hooks.addHeaderProvider(() => ({ [PUBKEY_HEADER]: cipher.publicKey }));
  hooks.addResponseDecoder((response) => cipher.decode(response));
  return true;
}
