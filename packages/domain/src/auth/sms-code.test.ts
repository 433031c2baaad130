import { describe, expect, it } from 'vitest';
import { checkSmsCode, renderSmsTemplate, SMS_MAX_ATTEMPTS, smsResendWait } from './sms-code';

const state = { codeHash: 'h', sentAt: 0, expiresAt: 300_000, attempts: 0 };

describe('SMS sign-in codes', () => {
  it('another code may be sent 60 seconds after the last', () => {
    expect(smsResendWait(null, 0)).toBe(0);
    expect(smsResendWait(state, 1_000)).toBe(59);
    expect(smsResendWait(state, 60_000)).toBe(0);
  });

  it('a code expires after 5 minutes', () => {
    expect(checkSmsCode(state, true, 299_999)).toEqual({ ok: true });
    expect(checkSmsCode(state, true, 300_000)).toMatchObject({ ok: false, key: 'auth.smsCodeExpired' });
    expect(checkSmsCode(null, true, 0)).toMatchObject({ ok: false, key: 'auth.smsCodeExpired' });
  });

  it('a wrong code names the tries left; the last wrong try drops the code', () => {
    expect(checkSmsCode(state, false, 1)).toEqual({
      ok: false,
      key: 'auth.smsCodeWrong',
      params: { left: SMS_MAX_ATTEMPTS - 1 },
      drop: false,
    });
    const last = { ...state, attempts: SMS_MAX_ATTEMPTS - 1 };
    expect(checkSmsCode(last, false, 1)).toMatchObject({ key: 'auth.smsCodeAttempts', drop: true });
    expect(checkSmsCode({ ...state, attempts: SMS_MAX_ATTEMPTS }, true, 1)).toMatchObject({
      key: 'auth.smsCodeAttempts',
    });
  });

  it('fills the gateway template, JSON-escaping values in a JSON body', () => {
    expect(renderSmsTemplate('to={mobile}&text=Code {code}', { mobile: '13800000000', code: '123456' })).toBe(
      'to=13800000000&text=Code 123456',
    );
    expect(
      renderSmsTemplate(
        '{"to":"{mobile}","p":"{purpose}"}',
        { mobile: 'a"b', code: '1', purpose: 'login' },
        true,
      ),
    ).toBe('{"to":"a\\"b","p":"login"}');
  });
});
