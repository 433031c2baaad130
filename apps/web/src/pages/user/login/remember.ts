const REMEMBER_KEY = 'tms.login.username';

/** The remembered user name ("remember user name"); never the password. */
export function rememberedUserName(): string {
  return localStorage.getItem(REMEMBER_KEY) ?? '';
}

export function rememberUserName(userName: string, remember: boolean): void {
  if (remember && userName) localStorage.setItem(REMEMBER_KEY, userName);
  else localStorage.removeItem(REMEMBER_KEY);
}
