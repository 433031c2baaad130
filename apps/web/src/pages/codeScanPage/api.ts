import type { ScanResult } from '@tms/contract';
import { currentLang } from '../../core/i18n';

/** What a look-up came to: the answer, or why there is none. */
export type ScanOutcome =
  | { kind: 'found'; result: ScanResult }
  | { kind: 'notFound'; msg: string }
  | { kind: 'rateLimited'; msg: string }
  | { kind: 'failed'; msg: string };

/**
 * GET /api/public/scan. Called with fetch, not the app's request layer: this page opens without
 * sign-in, and the layer's toasts, token handling and logout on failure belong to the signed-in shell.
 * Here every outcome is shown on the page itself (not found, too many look-ups, failed).
 */
export async function lookUpCode(code: string): Promise<ScanOutcome> {
  const response = await fetch(`/api/public/scan?code=${encodeURIComponent(code)}`, {
    headers: { lang: currentLang(), accept: 'application/json' },
    credentials: 'omit',
  });
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: ScanResult | null;
  } | null;
  const msg = body?.msg ?? '';
  // The rate limit answers HTTP 412 (the spec's "request rate too high"); 429 is taken the same way.
  if (response.status === 412 || response.status === 429) return { kind: 'rateLimited', msg };
  if (!response.ok || !body) return { kind: 'failed', msg };
  if (body.code === 0 && body.data) return { kind: 'found', result: body.data };
  if (body.code === 404) return { kind: 'notFound', msg };
  return { kind: 'failed', msg };
}

export const scanKey = (code: string, lang: string) => ['public-scan', code, lang] as const;
