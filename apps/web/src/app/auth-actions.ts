import { LOGOUT_RELOAD_DELAY_MS } from '@tms/domain';
import { notification } from 'antd';
import { setDateTimeContext } from '../core/datetime';
import { i18n } from '../core/i18n';
import { fetchPublicConfig } from '../core/public-config';
import { queryClient } from '../core/query-client';
import { post } from '../core/request';
import { clearToken } from '../core/session';
import { TABS_STORAGE_KEY } from './layouts/tabs/storage';

/** Forgets the session: token, roles and user info, dictionaries and menus (all in the query cache). */
export function clearSession(): void {
  clearToken();
  queryClient.clear();
  setDateTimeContext(null);
}

/** The notice every startup failure shows: 错误 / 请求用户信息失败，请重试. */
export function noticeStartupFailure(): void {
  notification.error({ message: i18n.t('request.notice'), description: i18n.t('startup.userInfoFailed') });
}

/** The code exchange failed: notice, then the portal (default the sign-in page) after 1.5 s. */
export async function failToPortal(): Promise<void> {
  noticeStartupFailure();
  let target = '/user/login';
  try {
    target = (await fetchPublicConfig()).ssoPortalUrl || target;
  } catch {
    // The sign-in page is the portal when the configuration cannot be read.
  }
  setTimeout(() => window.location.assign(target), LOGOUT_RELOAD_DELAY_MS);
}

/** Loading the user failed: notice, logout, reload after 1.5 s. */
export function failAndLogout(): void {
  noticeStartupFailure();
  clearSession();
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
}

/**
 * POST /auth/logout, then the local session is cleared. A failing call shows its error (the request
 * layer does) and the local session is still cleared, so the user is never stuck signed in.
 */
export async function logout(): Promise<boolean> {
  let done = true;
  try {
    await post('/auth/logout');
  } catch {
    done = false;
  }
  clearSession();
  localStorage.removeItem(TABS_STORAGE_KEY);
  return done;
}
