import { addHeaderProvider, addResponseDecoder, http } from '../core/request';
import { startEncryption } from './encryption';

/**
 * Imported by main.tsx before the router, so it is in place before startup's first call. Calls wait
 * (at most KEY_WAIT_MS) for the key pair, so GET /system/user/info can already be encrypted; if the
 * key is late or WebCrypto is missing, they go without it and are answered plainly.
 */
const KEY_WAIT_MS = 1500;

const ready = startEncryption({ addHeaderProvider, addResponseDecoder });
const readyOrLate = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, KEY_WAIT_MS))]);

// Axios runs request interceptors last-registered first: this one waits before the request layer's
// own interceptor reads the header providers.
http.interceptors.request.use(async (config) => {
  await readyOrLate;
  return config;
});
