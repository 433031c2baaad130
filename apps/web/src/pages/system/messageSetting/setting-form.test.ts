import { describe, expect, it } from 'vitest';
import type { MessageSetting } from './api';
import { emailSwitchLocked, formValuesOf, saveBodyOf, userLabel } from './setting-form';

const row: MessageSetting = {
  type: 'SYSTEM',
  roleIds: ['2'],
  userIds: ['3'],
  roles: [{ id: '2', roleName: 'Dispatcher' }],
  users: [{ id: '3', userName: 'li.na', nickName: 'Li Na' }],
  inApp: true,
  emailEnabled: false,
  webhookEnabled: true,
  webhookUrl: null,
  webhookSecretSet: true,
  updateBy: null,
  updateTime: null,
};

describe('the edit form', () => {
  it('starts from the row, a missing URL as an empty field', () => {
    expect(formValuesOf(row)).toEqual({
      roleIds: ['2'],
      userIds: ['3'],
      emailEnabled: false,
      webhookEnabled: true,
      webhookUrl: '',
    });
  });

  it('saves a blank URL as none and asks for a new secret only when told', () => {
    const values = { ...formValuesOf(row), webhookUrl: '  ' };
    expect(saveBodyOf('SYSTEM', values)).toEqual({
      type: 'SYSTEM',
      roleIds: ['2'],
      userIds: ['3'],
      emailEnabled: false,
      webhookEnabled: true,
      webhookUrl: null,
    });
    expect(saveBodyOf('SYSTEM', { ...values, webhookUrl: ' https://x.example/h ' }, true)).toMatchObject({
      webhookUrl: 'https://x.example/h',
      generateSecret: true,
    });
  });
});

describe('the e-mail switch', () => {
  it('is locked while the server cannot send mail, unless it is still on from before', () => {
    expect(emailSwitchLocked({ emailAvailable: false, emailEnabled: false })).toBe(true);
    expect(emailSwitchLocked({ emailAvailable: false, emailEnabled: true })).toBe(false);
    expect(emailSwitchLocked({ emailAvailable: true, emailEnabled: false })).toBe(false);
  });
});

describe('user labels', () => {
  it('show the nick name with the login name, or the login name alone', () => {
    expect(userLabel({ userName: 'li.na', nickName: 'Li Na' })).toBe('Li Na (li.na)');
    expect(userLabel({ userName: 'li.na', nickName: '' })).toBe('li.na');
    expect(userLabel({ userName: 'li.na', nickName: 'li.na' })).toBe('li.na');
  });
});
