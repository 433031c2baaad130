import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findIntegration } from './repository';

/** The name of the integration setting (sys_integration_setting) holding the SMS gateway URL. */
export const SMS_INTEGRATION = 'sms';
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * POST /account/sms. The product ships no SMS gateway: unless an administrator has configured an
 * enabled integration setting named 'sms' with a URL, the call answers auth.smsNotConfigured.
 * With one, a 6-digit code is POSTed there as JSON {mobile, code, purpose}; the gateway sends it.
 */
export async function sendSms(
  db: DbOrTx,
  input: { mobile: string; lang: string },
  post: typeof fetch = fetch,
): Promise<void> {
  const gateway = await findIntegration(db, SMS_INTEGRATION);
  if (!gateway?.enabled || !gateway.url) throw AppError.invalid('auth.smsNotConfigured');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  let ok = false;
  try {
    const response = await post(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: input.mobile, code, purpose: 'login', lang: input.lang }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    ok = response.ok;
  } catch {
    ok = false;
  }
  if (!ok) throw AppError.invalid('auth.smsSendFailed');
}
