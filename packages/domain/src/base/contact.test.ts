import { describe, expect, it } from 'vitest';
import { checkContact, isContactValueValid } from './contact';

describe('contact formats', () => {
  it('accepts an empty contact', () => expect(checkContact({})).toEqual([]));
  it.each(['13812345678', '19912345678'])('mobile %s is valid', (v) =>
    expect(isContactValueValid('mobile', v)).toBe(true),
  );
  it.each(['12812345678', '1381234567', '138123456789', '23812345678'])('mobile %s is refused', (v) =>
    expect(isContactValueValid('mobile', v)).toBe(false),
  );
  it.each(['021-64381234', '0755-1234567', '010-12345678-8021', '23456789', '+852 23456789', '85231234567'])(
    'landline %s is valid',
    (v) => expect(isContactValueValid('landline', v)).toBe(true),
  );
  it.each(['64381234a', '21-64381234', '021-123', '12345678', '1234567', '021-64381234-1234567'])(
    'landline %s is refused',
    (v) => expect(isContactValueValid('landline', v)).toBe(false),
  );
  it.each(['wxid_ab12', 'Zhang-Wei2024', 'abcdef'])('WeChat id %s is valid', (v) =>
    expect(isContactValueValid('wechat', v)).toBe(true),
  );
  it.each(['1abcdef', 'abcde', 'a'.repeat(21), 'abc def1', 'abc.def1'])('WeChat id %s is refused', (v) =>
    expect(isContactValueValid('wechat', v)).toBe(false),
  );
  it('checks email and fax like the other fields', () =>
    expect(checkContact({ email: 'not-an-email', fax: '12345', mobile: '13912345678' })).toEqual([
      { field: 'email', key: 'common.invalidEmail' },
      { field: 'fax', key: 'base.contact.invalidFax' },
    ]));
  it('reports every bad field in order', () =>
    expect(
      checkContact({ mobile: '1', landline: 'x', wechat: '9', email: 'a@b.c', fax: '021-64381234' }),
    ).toEqual([
      { field: 'mobile', key: 'common.invalidMobile' },
      { field: 'landline', key: 'base.contact.invalidLandline' },
      { field: 'wechat', key: 'base.contact.invalidWechat' },
    ]));
});
