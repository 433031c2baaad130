import { LOGOUT_RELOAD_DELAY_MS, REQUEST_TIMEOUT_MS } from '@tms/domain';
import { message, notification } from 'antd';
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { type FailureAction, type FailureInput, failureAction } from './failure';
import { currentLang, i18n } from './i18n';
import { clearToken, getToken } from './session';

export type Envelope<T> = { code: number; msg: string; data: T };
export type PageResult<T> = { code: number; msg: string; total: number; data: T[] };

/** Response decoders run before the envelope is read (e.g. decryption of sensitive responses). */
type Decoder = (response: AxiosResponse) => Promise<AxiosResponse>;
const decoders: Decoder[] = [];
export function addResponseDecoder(decoder: Decoder): void {
  decoders.push(decoder);
}

/** Extra headers every call carries (e.g. the client's public key for encrypted responses). */
const headerProviders: (() => Record<string, string>)[] = [];
export function addHeaderProvider(provider: () => Record<string, string>): void {
  headerProviders.push(provider);
}

export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number | undefined,
    /** The refusal's data: what the server says beside its message (a submit's every problem). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

let loggingOut = false;

function show(action: FailureAction): string {
  const text = 'raw' in action.text ? action.text.raw : i18n.t(action.text.key, action.text.params);
  if (action.show === 'notification')
    notification.error({ message: i18n.t('request.notice'), description: text });
  else if (action.show === 'warning') void message.warning(text);
  else void message.error(text);
  if (action.clearToken) clearToken();
  if (action.logout && !loggingOut) {
    loggingOut = true;
    setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
  }
  return text;
}

function trimParams(params: unknown): unknown {
  if (!params || typeof params !== 'object') return params;
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : Array.isArray(v) ? v.join(',') : v]),
  );
}

export const http = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('lang', currentLang());
  for (const provider of headerProviders) {
    for (const [k, v] of Object.entries(provider())) config.headers.set(k, v);
  }
  if ((config.method ?? 'get').toLowerCase() === 'get') config.params = trimParams(config.params);
  return config;
});

http.interceptors.response.use(
  async (response) => {
    let decoded = response;
    for (const decoder of decoders) decoded = await decoder(decoded);
    if (decoded.config.responseType === 'blob') return decoded;
    const body = decoded.data as Partial<Envelope<unknown>>;
    if (typeof body === 'object' && body !== null && typeof body.code === 'number' && body.code !== 0) {
      const text = show(
        failureAction({ kind: 'body', code: body.code, msg: body.msg, hasToken: !!getToken() }),
      );
      throw new RequestError(text, body.code, decoded.status, body.data ?? null);
    }
    return decoded;
  },
  (error: AxiosError<Partial<Envelope<unknown>>>) => {
    let input: FailureInput;
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') input = { kind: 'timeout' };
    else if (!error.response) input = { kind: 'network' };
    else {
      const body = error.response.data;
      input = {
        kind: 'http',
        status: error.response.status,
        msg: body && typeof body === 'object' ? body.msg : undefined,
        hasToken: !!getToken(),
      };
    }
    const text = show(failureAction(input));
    return Promise.reject(new RequestError(text, error.response?.data?.code, error.response?.status));
  },
);

/** GET returning the envelope's data. */
export async function get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return (await http.get<Envelope<T>>(url, { ...config, params })).data.data;
}

/** GET returning a page: rows and total. */
export async function getPage<T>(url: string, params?: object): Promise<{ data: T[]; total: number }> {
  const body = (await http.get<PageResult<T>>(url, { params })).data;
  return { data: body.data, total: body.total };
}

/** POST (JSON) returning the whole envelope, so callers can show the server's msg. */
export async function post<T>(
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<Envelope<T>> {
  return (await http.post<Envelope<T>>(url, body, config)).data;
}

/**
 * Downloads a file. A blob that turns out to be a JSON error is shown as the error and rejected.
 */
export async function download(
  url: string,
  options: {
    method?: 'get' | 'post';
    params?: object;
    body?: unknown;
    fileName?: string;
    onQueued?: (msg: string) => void;
  } = {},
): Promise<void> {
  const response = await http.request<Blob>({
    url,
    method: options.method ?? 'post',
    params: options.params,
    data: options.body,
    responseType: 'blob',
  });
  const blob = response.data;
  if (blob.type.includes('application/json')) {
    const body = JSON.parse(await blob.text()) as Partial<Envelope<unknown>>;
    // A success envelope instead of a file: the work was queued (large exports go to the download center).
    if (body.code === 0) {
      options.onQueued?.(body.msg ?? '');
      return;
    }
    const text = show(
      failureAction({ kind: 'body', code: body.code ?? 500, msg: body.msg, hasToken: !!getToken() }),
    );
    throw new RequestError(text, body.code, response.status);
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fromHeader = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = options.fileName ?? (fromHeader ? decodeURIComponent(fromHeader) : 'download');
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  URL.revokeObjectURL(href);
}
