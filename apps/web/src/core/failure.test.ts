import { describe, expect, it } from 'vitest';
import { failureAction } from './failure';

describe('failureAction', () => {
  it('body code 401 while signed in logs out and clears the token', () => {
    const action = failureAction({ kind: 'body', code: 401, msg: 'x', hasToken: true });
    expect(action).toMatchObject({ text: { key: 'request.authFailed' }, logout: true, clearToken: true });
  });
  it('body code 500 shows the server message as it is', () => {
    expect(failureAction({ kind: 'body', code: 500, msg: 'Role key taken', hasToken: true }).text).toEqual({
      raw: 'Role key taken',
    });
  });
  it('a non-zero code without msg shows the unknown-error text', () => {
    expect(failureAction({ kind: 'body', code: 7, msg: undefined, hasToken: true }).text).toEqual({
      key: 'request.unknownError',
    });
  });
  it('body 403 and 404 show no permission and not found', () => {
    expect(failureAction({ kind: 'body', code: 403, msg: 'x', hasToken: true }).text).toEqual({
      key: 'request.noPermission',
    });
    expect(failureAction({ kind: 'body', code: 404, msg: 'x', hasToken: true }).text).toEqual({
      key: 'request.notFound',
    });
  });
  it('HTTP 401 with a token says login expired and logs out', () => {
    expect(failureAction({ kind: 'http', status: 401, msg: 'x', hasToken: true })).toMatchObject({
      text: { key: 'request.loginExpired' },
      logout: true,
    });
  });
  it('HTTP 403 is a notification with the server message', () => {
    expect(failureAction({ kind: 'http', status: 403, msg: 'nope', hasToken: true })).toMatchObject({
      show: 'notification',
      text: { raw: 'nope' },
    });
  });
  it('HTTP 412 warns that the rate is too high', () => {
    expect(failureAction({ kind: 'http', status: 412, msg: undefined, hasToken: true })).toMatchObject({
      show: 'warning',
      text: { key: 'request.rateLimited' },
    });
  });
  it('network errors and timeouts have their own texts and keep the session', () => {
    expect(failureAction({ kind: 'network' })).toMatchObject({
      text: { key: 'request.networkError' },
      clearToken: false,
    });
    expect(failureAction({ kind: 'timeout' })).toMatchObject({
      text: { key: 'request.timeout' },
      clearToken: false,
    });
  });
  it('other statuses say interface error with the status', () => {
    expect(failureAction({ kind: 'http', status: 502, msg: undefined, hasToken: true }).text).toEqual({
      key: 'request.httpError',
      params: { status: 502 },
    });
  });
});
