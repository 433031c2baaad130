import { describe, expect, it } from 'vitest';
import {
  decideStartup,
  runStartup,
  type StartupDeps,
  safeRedirect,
  tokenFromExchange,
  withoutCode,
} from './startup';

const at = (pathname: string, search = '') => ({ pathname, search });

function fakeDeps(over: Partial<StartupDeps> = {}) {
  const calls: string[] = [];
  let token: string | null = null;
  const deps: StartupDeps = {
    getToken: () => token,
    setToken: (t) => {
      token = t;
      calls.push(`setToken:${t}`);
    },
    exchangeCode: async (code) => {
      calls.push(`exchange:${code}`);
      return { code: 0, data: { token: 'T1' } };
    },
    loadUser: async () => calls.push('user'),
    loadDictionaries: async () => calls.push('dicts'),
    loadMenus: async () => calls.push('menus'),
    ...over,
  };
  return { deps, calls, setStoredToken: (t: string) => (token = t) };
}

describe('decideStartup', () => {
  it('with a token it loads, whatever the URL holds', () => {
    expect(decideStartup({ token: 'x', location: at('/welcome', '?code=abc') })).toEqual({ kind: 'load' });
  });
  it('without a token but with a code in the URL it exchanges the code', () => {
    expect(decideStartup({ token: null, location: at('/welcome', '?code=abc') })).toEqual({
      kind: 'exchange',
      code: 'abc',
    });
  });
  it('without token and code it sends to sign-in with the place the user was going', () => {
    expect(decideStartup({ token: null, location: at('/system/user', '?a=1') })).toEqual({
      kind: 'login',
      redirect: '/system/user?a=1',
    });
    expect(decideStartup({ token: null, location: at('/x', '?code=') }).kind).toBe('login');
  });
});

describe('tokenFromExchange', () => {
  it('reads the token from data, data.token or data.access_token when code is 0', () => {
    expect(tokenFromExchange({ code: 0, data: 'abc' })).toBe('abc');
    expect(tokenFromExchange({ code: 0, data: { token: 'abc' } })).toBe('abc');
    expect(tokenFromExchange({ code: 0, data: { access_token: 'abc' } })).toBe('abc');
  });
  it('code not 0 or no data is a failure', () => {
    expect(tokenFromExchange({ code: 500, data: 'abc' })).toBeNull();
    expect(tokenFromExchange({ code: 0, data: null })).toBeNull();
    expect(tokenFromExchange({ code: 0, data: {} })).toBeNull();
    expect(tokenFromExchange(undefined)).toBeNull();
  });
});

describe('runStartup', () => {
  it('with a token loads user info, then dictionaries, then menus', async () => {
    const f = fakeDeps();
    f.setStoredToken('T0');
    expect(await runStartup(f.deps, at('/welcome'))).toEqual({ kind: 'ready', cleanUrl: null });
    expect(f.calls).toEqual(['user', 'dicts', 'menus']);
  });
  it('exchanges a code, stores the token, loads, and drops the code from the URL', async () => {
    const f = fakeDeps();
    const outcome = await runStartup(f.deps, at('/welcome', '?code=C9&tab=2'));
    expect(outcome).toEqual({ kind: 'ready', cleanUrl: '/welcome?tab=2' });
    expect(f.calls).toEqual(['exchange:C9', 'setToken:T1', 'user', 'dicts', 'menus']);
  });
  it('a failed exchange (code not 0, no data or a rejected call) goes to the portal without a token', async () => {
    for (const exchangeCode of [
      async () => ({ code: 500, data: null }),
      async () => ({ code: 0, data: null }),
      async () => {
        throw new Error('network');
      },
    ]) {
      const f = fakeDeps({ exchangeCode });
      expect(await runStartup(f.deps, at('/welcome', '?code=C9'))).toEqual({ kind: 'portal' });
      expect(f.calls.some((c) => c.startsWith('setToken'))).toBe(false);
    }
  });
  it('no token and no code asks for sign-in and loads nothing', async () => {
    const f = fakeDeps();
    expect(await runStartup(f.deps, at('/Order/Waybill'))).toEqual({
      kind: 'login',
      redirect: '/Order/Waybill',
    });
    expect(f.calls).toEqual([]);
  });
  it('a failing step stops the sequence and asks for logout', async () => {
    const f = fakeDeps({
      loadDictionaries: async () => {
        throw new Error('boom');
      },
    });
    f.setStoredToken('T0');
    expect(await runStartup(f.deps, at('/welcome'))).toEqual({ kind: 'logout', step: 'dictionaries' });
    expect(f.calls).toEqual(['user']);
  });
});

describe('withoutCode and safeRedirect', () => {
  it('removes only the code parameter', () => {
    expect(withoutCode(at('/a', '?code=1'))).toBe('/a');
    expect(withoutCode(at('/a', '?x=1&code=1'))).toBe('/a?x=1');
  });
  it('honours only same-site paths outside the sign-in pages', () => {
    expect(safeRedirect('/system/user?x=1')).toBe('/system/user?x=1');
    expect(safeRedirect('//evil.com')).toBe('/welcome');
    expect(safeRedirect('https://evil.com')).toBe('/welcome');
    expect(safeRedirect('/user/login')).toBe('/welcome');
    expect(safeRedirect(null)).toBe('/welcome');
  });
});
