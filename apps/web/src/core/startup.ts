/**
 * The startup and sign-in sequence, as pure
 * decisions plus an orchestration that takes its I/O as arguments so it can be tested alone.
 *
 * 1. No token and a `code` in the URL: exchange the access-key code for a token (kept 12 h);
 *    a failure goes to the single sign-on portal after 1.5 s.
 * 2. No token: the sign-in page, remembering where the user was going.
 * 3. With a token: user info, dictionaries, menus; then routes are built from the menus.
 *    Any failure: error notice, logout, reload after 1.5 s.
 */
export type StartupDecision =
  | { kind: 'load' }
  | { kind: 'exchange'; code: string }
  | { kind: 'login'; redirect: string };

export type StartupLocation = { pathname: string; search: string };

export function decideStartup({
  token,
  location,
}: {
  token: string | null;
  location: StartupLocation;
}): StartupDecision {
  if (token) return { kind: 'load' };
  const code = new URLSearchParams(location.search).get('code')?.trim();
  if (code) return { kind: 'exchange', code };
  return { kind: 'login', redirect: `${location.pathname}${location.search}` };
}

/** The token in a POST /auth/getToken answer: data as a string, or data.token / data.access_token. */
export function tokenFromExchange(
  answer: { code?: number; data?: unknown } | null | undefined,
): string | null {
  if (answer?.code !== 0) return null;
  const { data } = answer;
  if (typeof data === 'string') return data || null;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const field of ['token', 'access_token', 'accessToken']) {
      const value = record[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

/** The location without the exchanged `code`, so a reload does not exchange it again. */
export function withoutCode(location: StartupLocation): string {
  const params = new URLSearchParams(location.search);
  params.delete('code');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

export type StartupDeps = {
  getToken: () => string | null;
  setToken: (token: string) => void;
  exchangeCode: (code: string) => Promise<{ code?: number; data?: unknown }>;
  loadUser: () => Promise<unknown>;
  loadDictionaries: () => Promise<unknown>;
  loadMenus: () => Promise<unknown>;
};

export type StartupOutcome =
  /** Everything loaded; `cleanUrl` is set when a code was exchanged and should leave the address bar. */
  | { kind: 'ready'; cleanUrl: string | null }
  | { kind: 'login'; redirect: string }
  /** The code exchange failed: notice, then the single sign-on portal after 1.5 s. */
  | { kind: 'portal' }
  /** Loading the user failed: notice, logout, reload after 1.5 s. */
  | { kind: 'logout'; step: 'user' | 'dictionaries' | 'menus' };

export async function runStartup(deps: StartupDeps, location: StartupLocation): Promise<StartupOutcome> {
  const decision = decideStartup({ token: deps.getToken(), location });
  if (decision.kind === 'login') return decision;
  let cleanUrl: string | null = null;
  if (decision.kind === 'exchange') {
    let token: string | null = null;
    try {
      token = tokenFromExchange(await deps.exchangeCode(decision.code));
    } catch {
      token = null;
    }
    if (!token) return { kind: 'portal' };
    deps.setToken(token);
    cleanUrl = withoutCode(location);
  }
  const steps = [
    ['user', deps.loadUser],
    ['dictionaries', deps.loadDictionaries],
    ['menus', deps.loadMenus],
  ] as const;
  for (const [step, run] of steps) {
    try {
      await run();
    } catch {
      return { kind: 'logout', step };
    }
  }
  return { kind: 'ready', cleanUrl };
}

/** Where the sign-in page sends the user back to; only same-site paths are honoured. */
export function safeRedirect(value: string | null | undefined, fallback = '/welcome'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/user/')) return fallback;
  return value;
}
