import { randomInt } from 'node:crypto';
import { SMS_CODE_TTL_MS, SMS_RESEND_MS, smsResendWait } from '@tms/domain';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { findIntegration } from './repository';
import { smsCodeHash, smsCodeStoreOf } from './sms-code-store';
import { sendThroughGateway } from './sms-gateway';

/** The name of the integration setting (sys_integration_setting) holding the SMS gateway. */
export const SMS_INTEGRATION = 'sms';
/** Longer than a gateway call may take (10 s). */
const SMS_CLAIM_MS = 15_000;

/**
 * POST /account/sms: a 6-digit sign-in code for a mobile, sent through the HTTP gateway of the enabled
 * integration setting 'sms' (URL, method, headers and body template with {mobile} {code} {purpose}); none
 * configured: auth.smsNotConfigured. One code per mobile per 60 s (auth.smsTooSoon with the seconds left),
 * valid 5 minutes; only its hash is stored (Redis with REDIS_URL, else the database), replacing the last.
 * The code is stored only when the gateway took it.
 */
export async function sendSms(
  deps: Pick<Deps, 'db' | 'keys'>,
  input: { mobile: string; lang: string; now?: Date },
  post: typeof fetch = fetch,
): Promise<void> {
  const gateway = await findIntegration(deps.db, SMS_INTEGRATION);
  if (!gateway?.enabled || !gateway.url) throw AppError.invalid('auth.smsNotConfigured');
  const now = (input.now ?? new Date()).getTime();
  const store = smsCodeStoreOf(deps);
  const wait = smsResendWait(await store.get(input.mobile), now);
  if (wait > 0) throw AppError.invalid('auth.smsTooSoon', { seconds: wait });
  // The claim closes the window between the check above and the write below for parallel sends; the
  // stored code's sentAt is what enforces the 60 s afterwards.
  const claim = `sms:send:${input.mobile}`;
  if (!(await deps.keys.claim(claim, SMS_CLAIM_MS))) {
    throw AppError.invalid('auth.smsTooSoon', { seconds: SMS_RESEND_MS / 1000 });
  }
  try {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sent = await sendThroughGateway(
      gateway,
      { mobile: input.mobile, code, purpose: 'login', lang: input.lang },
      post,
    );
    if (!sent) throw AppError.invalid('auth.smsSendFailed');
    await store.set(input.mobile, {
      codeHash: smsCodeHash(input.mobile, code),
      sentAt: now,
      expiresAt: now + SMS_CODE_TTL_MS,
      attempts: 0,
    });
  } finally {
    await deps.keys.release(claim);
  }
}
