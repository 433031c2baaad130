/** A sign-in code sent by SMS is good for 5 minutes. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** One code per mobile per minute: a new one is refused until then. */
export const SMS_RESEND_MS = 60_000;
/** Wrong tries a code allows; after the last one it is gone and a new code is needed. */
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** The stored state of the code last sent to one mobile. */
export type SmsCodeState = { codeHash: string; sentAt: number; expiresAt: number; attempts: number };

/** Seconds a mobile still waits before another code may be sent (0: now). */
export function smsResendWait(state: Pick<SmsCodeState, 'sentAt'> | null, now: number): number {
  if (!state) return 0;
  return Math.max(0, Math.ceil((state.sentAt + SMS_RESEND_MS - now) / 1000));
}

export type SmsCheck =
  | { ok: true }
  | { ok: false; key: 'auth.smsCodeExpired'; params: Record<string, never>; drop: true }
  | { ok: false; key: 'auth.smsCodeAttempts'; params: Record<string, never>; drop: true }
  | { ok: false; key: 'auth.smsCodeWrong'; params: { left: number }; drop: false };

/**
 * Checks a typed code against the stored one: none or expired asks for a new code; a wrong code counts
 * a try and names the tries left, the last wrong try drops the code. `matches` is the hash comparison.
 */
export function checkSmsCode(state: SmsCodeState | null, matches: boolean, now: number): SmsCheck {
  if (!state || state.expiresAt <= now)
    return { ok: false, key: 'auth.smsCodeExpired', params: {}, drop: true };
  if (state.attempts >= SMS_MAX_ATTEMPTS)
    return { ok: false, key: 'auth.smsCodeAttempts', params: {}, drop: true };
  if (matches) return { ok: true };
  const left = SMS_MAX_ATTEMPTS - state.attempts - 1;
  if (left <= 0) return { ok: false, key: 'auth.smsCodeAttempts', params: {}, drop: true };
  return { ok: false, key: 'auth.smsCodeWrong', params: { left }, drop: false };
}

/**
 * Fills the gateway's template: {mobile} and {code} (and {purpose}) replaced. In a JSON body the values
 * are JSON-escaped, so a template such as {"to":"{mobile}","text":"Code {code}"} stays valid JSON.
 */
export function renderSmsTemplate(
  template: string,
  values: { mobile: string; code: string; purpose?: string },
  json = false,
): string {
  const quote = (v: string) => (json ? JSON.stringify(v).slice(1, -1) : v);
  return template.replace(/\{(mobile|code|purpose)\}/g, (_, name: 'mobile' | 'code' | 'purpose') =>
    quote(values[name] ?? ''),
  );
}
