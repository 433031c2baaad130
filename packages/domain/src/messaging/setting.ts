/** A webhook URL longer than this is refused (it is stored and shown in a table cell). */
export const WEBHOOK_URL_MAX = 500;

/**
 * http or https, optional user info, a host name or bracketed IPv6 address, an optional port, then a
 * path, query or fragment; no spaces anywhere. (The domain has no URL parser: it runs in any runtime.)
 */
const HTTP_URL = /^https?:\/\/(?:[^\s/?#@]+@)?(?:[^\s/?#:@[\]]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export type WebhookUrlProblem =
  | { key: 'messageSetting.webhookUrlRequired' }
  | { key: 'messageSetting.webhookUrlInvalid' }
  | { key: 'messageSetting.webhookUrlTooLong'; params: { max: number } };

/**
 * Whether a webhook URL can be called: a full http(s) address with a host. Other schemes (file:, ftp:,
 * javascript:) are refused, as the server would otherwise post message contents wherever a URL points.
 * An empty URL is only a problem when the webhook is on: a switched-off webhook may keep none.
 */
export function webhookUrlProblem(input: { enabled: boolean; url: string | null }): WebhookUrlProblem | null {
  const url = input.url?.trim() ?? '';
  if (!url) return input.enabled ? { key: 'messageSetting.webhookUrlRequired' } : null;
  if (url.length > WEBHOOK_URL_MAX)
    return { key: 'messageSetting.webhookUrlTooLong', params: { max: WEBHOOK_URL_MAX } };
  return HTTP_URL.test(url) ? null : { key: 'messageSetting.webhookUrlInvalid' };
}

/** Ids without repeats, in the order first given. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
