import { renderSmsTemplate } from '@tms/domain';
import type { integrationSettings } from '../../../db/schema';

const GATEWAY_TIMEOUT_MS = 10_000;

export type SmsGatewaySetting = Pick<
  typeof integrationSettings.$inferSelect,
  'url' | 'method' | 'headers' | 'bodyTemplate'
>;
export type SmsMessage = { mobile: string; code: string; purpose: string; lang: string };

/** The HTTP request the gateway gets: URL, method, headers and body with the placeholders filled. */
export function smsGatewayRequest(setting: SmsGatewaySetting, message: SmsMessage) {
  const values = { mobile: message.mobile, code: message.code, purpose: message.purpose };
  const method = setting.method === 'GET' || setting.method === 'PUT' ? setting.method : 'POST';
  const url = (setting.url ?? '').replace(/\{(mobile|code|purpose)\}/g, (_, name: keyof typeof values) =>
    encodeURIComponent(values[name]),
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(setting.headers ?? {})) {
    headers[name.toLowerCase()] = renderSmsTemplate(value, values);
  }
  if (method === 'GET') return { url, method, headers, body: undefined };
  const template = setting.bodyTemplate?.trim();
  if (!template) {
    headers['content-type'] ??= 'application/json';
    return { url, method, headers, body: JSON.stringify({ ...values, lang: message.lang }) };
  }
  const json = (headers['content-type'] ?? '').includes('json') || /^[[{]/.test(template);
  if (json) headers['content-type'] ??= 'application/json';
  else headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return { url, method, headers, body: renderSmsTemplate(template, values, json) };
}

/**
 * Sends one message through the configured HTTP gateway (any provider: its URL, method, headers and
 * body template live in the integration setting 'sms'). True when the gateway answered 2xx.
 */
export async function sendThroughGateway(
  setting: SmsGatewaySetting,
  message: SmsMessage,
  post: typeof fetch = fetch,
): Promise<boolean> {
  const request = smsGatewayRequest(setting, message);
  try {
    const response = await post(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}
