import { catalogLang } from '@tms/domain';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { type CurrentUser, currentUserKey, fetchCurrentUser } from '../core/current-user';
import { setDateTimeContext } from '../core/datetime';
import { loadDictionaries } from '../core/dicts';
import { currentLang, ensureAllTexts } from '../core/i18n';
import { menusQuery } from '../core/menus';
import { queryClient } from '../core/query-client';
import { post } from '../core/request';
import { getToken, setToken } from '../core/session';
import { runStartup } from '../core/startup';
import { failAndLogout, failToPortal } from './auth-actions';

const MainLayout = lazy(() => import('./layouts/MainLayout'));

export type StartupData = { failed: boolean };

/**
 * The main layout's loader: runs the startup sequence once per entry (it does not re-run while the
 * user moves between pages, see shouldRevalidate in the router).
 */
export async function startupLoader({ request }: LoaderFunctionArgs): Promise<StartupData> {
  const url = new URL(request.url);
  // Every screen's texts load beside the startup calls (the sign-in page has only the core ones).
  const texts = ensureAllTexts();
  texts.catch(() => undefined); // awaited only when startup succeeds; no unhandled rejection otherwise
  const outcome = await runStartup(
    {
      getToken,
      setToken,
      exchangeCode: (code) => post<unknown>('/auth/getToken', { code }),
      loadUser: async () => {
        const user = await queryClient.fetchQuery<CurrentUser>({
          queryKey: currentUserKey,
          queryFn: fetchCurrentUser,
          staleTime: Infinity,
        });
        setDateTimeContext(user);
      },
      loadDictionaries: () => loadDictionaries(),
      loadMenus: () => queryClient.fetchQuery(menusQuery(catalogLang(currentLang()))),
    },
    { pathname: url.pathname, search: url.search },
  );
  switch (outcome.kind) {
    case 'ready':
      if (outcome.cleanUrl) throw redirect(outcome.cleanUrl);
      await texts;
      return { failed: false };
    case 'login':
      throw redirect(`/user/login?redirect=${encodeURIComponent(outcome.redirect)}`);
    case 'portal':
      void failToPortal();
      return { failed: true };
    case 'logout':
      failAndLogout();
      return { failed: true };
    default: {
      const unreachable: never = outcome;
      throw new Error(`unhandled startup outcome ${JSON.stringify(unreachable)}`);
    }
  }
}

export function FullPageSpin() {
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/** Shows the main layout once startup succeeded; while failing over it keeps a spinner. */
export function StartupGuard() {
  const data = useLoaderData() as StartupData;
  if (data.failed) return <FullPageSpin />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <MainLayout />
    </Suspense>
  );
}
