import { createHmac, randomBytes } from 'node:crypto';

/** A webhook call that has not answered after this long is given up (and, for a delivery, retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const TIMESTAMP_HEADER = 'X-TMS-Timestamp';
export const SIGNATURE_HEADER = 'X-TMS-Signature';

/** What a webhook receives for a sent message (docs/api.md, "Message settings and channels"). */
export type WebhookPayload = {
  event: 'message.sent' | 'message.test';
  id: string;
  type: string;
  title: string;
  body: string;
  sendTime: string | null;
  sender: { id: string; userName: string | null };
  recipients: { id: string; userName: string }[];
};

/** A fresh signing secret: 32 random bytes, prefixed so it is recognisable where it gets pasted. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The signature of one call: hex HMAC-SHA256, keyed by the secret, of the timestamp, a dot and the raw
 * body. Signing the timestamp with the body lets a receiver refuse replays of an old call.
 */
export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type WebhookFailure = { kind: 'timeout' } | { kind: 'unreachable'; reason: string };

/** A call that got no HTTP answer: it timed out, or the connection failed. */
export class WebhookCallError extends Error {
  constructor(readonly failure: WebhookFailure) {
    super(failure.kind === 'timeout' ? 'webhook timed out' : `webhook unreachable: ${failure.reason}`);
    this.name = 'WebhookCallError';
  }
}

/**
 * Posts the payload, signed, and answers the HTTP status. Redirects are not followed: the signed body
 * goes only to the configured address, and a 3xx counts as not delivered. Throws WebhookCallError when
 * no answer came.
 */
export async function postWebhook(input: {
  url: string;
  secret: string;
  payload: WebhookPayload;
  now?: Date;
  timeoutMs?: number;
}): Promise<{ status: number; ok: boolean }> {
  const rawBody = JSON.stringify(input.payload);
  const timestamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  let response: Response;
  try {
    response = await fetch(input.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'TMS-Webhook/1',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: `sha256=${webhookSignature(input.secret, timestamp, rawBody)}`,
      },
      body: rawBody,
      signal: AbortSignal.timeout(input.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new WebhookCallError({ kind: 'timeout' });
    throw new WebhookCallError({ kind: 'unreachable', reason: causeOf(err) });
  }
  // The answer's body is not needed; drain it so the connection is freed.
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status, ok: response.status >= 200 && response.status < 300 };
}

/** fetch wraps the network error ("fetch failed"); the cause says what happened (ECONNREFUSED, ENOTFOUND). */
function causeOf(err: unknown): string {
  const cause =
    err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
