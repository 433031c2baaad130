import { SESSION_TTL_MS } from '@tms/domain';

const TOKEN_KEY = 'tms.token';

/** The token is kept 12 hours in local storage, then treated as gone. */
export function getToken(): string | null {
  const raw = localStorage.getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const { value, expires } = JSON.parse(raw) as { value: string; expires: number };
    if (Date.now() > expires) {
      localStorage.removeItem(TOKEN_KEY);
      return null;
    }
    return value;
  } catch {
    localStorage.removeItem(TOKEN_KEY);
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ value: token, expires: Date.now() + SESSION_TTL_MS }));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
