/** What the request layer does with a failed call (notice, logout, token). Pure, so it is tested alone. */
export type FailureInput =
  | { kind: 'body'; code: number; msg: string | undefined; hasToken: boolean }
  | { kind: 'http'; status: number; msg: string | undefined; hasToken: boolean }
  | { kind: 'network' }
  | { kind: 'timeout' };

export type FailureAction = {
  /** How it is shown: a toast, a notification or a warning toast. */
  show: 'message' | 'notification' | 'warning';
  /** A server text to show as it is, or an i18n key with params. */
  text: { raw: string } | { key: string; params?: Record<string, unknown> };
  /** Log out and reload after 1.5 s. */
  logout: boolean;
  /** Forget the stored token (auth failures only: other errors keep the user signed in). */
  clearToken: boolean;
};

export function failureAction(input: FailureInput): FailureAction {
  switch (input.kind) {
    case 'network':
      return { show: 'message', text: { key: 'request.networkError' }, logout: false, clearToken: false };
    case 'timeout':
      return { show: 'message', text: { key: 'request.timeout' }, logout: false, clearToken: false };
    case 'body': {
      if (input.code === 401) {
        return {
          show: 'message',
          text: { key: 'request.authFailed' },
          logout: input.hasToken,
          clearToken: true,
        };
      }
      if (input.code === 403)
        return { show: 'message', text: { key: 'request.noPermission' }, logout: false, clearToken: false };
      if (input.code === 404)
        return { show: 'message', text: { key: 'request.notFound' }, logout: false, clearToken: false };
      const text = input.msg ? { raw: input.msg } : { key: 'request.unknownError' };
      return { show: 'message', text, logout: false, clearToken: false };
    }
    case 'http': {
      if (input.status === 401) {
        return input.hasToken
          ? { show: 'message', text: { key: 'request.loginExpired' }, logout: true, clearToken: true }
          : {
              show: 'message',
              text: input.msg ? { raw: input.msg } : { key: 'request.authFailed' },
              logout: false,
              clearToken: true,
            };
      }
      if (input.status === 403) {
        return {
          show: 'notification',
          text: input.msg ? { raw: input.msg } : { key: 'request.noPermission' },
          logout: false,
          clearToken: false,
        };
      }
      if (input.status === 412)
        return { show: 'warning', text: { key: 'request.rateLimited' }, logout: false, clearToken: false };
      return {
        show: 'notification',
        text: input.msg ? { raw: input.msg } : { key: 'request.httpError', params: { status: input.status } },
        logout: false,
        clearToken: false,
      };
    }
    default: {
      const unreachable: never = input;
      throw new Error(`unhandled failure ${JSON.stringify(unreachable)}`);
    }
  }
}
