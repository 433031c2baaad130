import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  RouterProvider,
  redirect,
} from 'react-router-dom';
import { getToken } from '../core/session';
import { safeRedirect } from '../core/startup';
import Exception403 from '../pages/exception/403';
import Exception404 from '../pages/exception/404';
import Exception500 from '../pages/exception/500';
import { DynamicPage } from './DynamicPage';
import { LazyPage, type PageLoader } from './lazy-page';
import { RouteError } from './RouteError';
import { FullPageSpin, StartupGuard, startupLoader } from './StartupGuard';

const page = (name: string, loader: PageLoader) => <LazyPage name={name} loader={loader} />;

/** /user/login sends a signed-in user on (to the redirect it was given, else /welcome). */
function signedInRedirect({ request }: LoaderFunctionArgs) {
  if (!getToken()) return null;
  throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

const settingsChild = (name: string, loader: PageLoader): RouteObject => ({
  path: name,
  element: page(`account/settings/${name}`, loader),
});

export const routes: RouteObject[] = [
  {
    path: '/user',
    element: page('layout:user', () => import('./layouts/UserLayout')),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/user/login" replace /> },
      {
        path: 'login',
        loader: signedInRedirect,
        hydrateFallbackElement: <FullPageSpin />,
        element: page('user/login', () => import('../pages/user/login')),
      },
      { path: 'register', element: page('user/register', () => import('../pages/user/register')) },
      {
        path: 'register-result',
        element: page('user/register-result', () => import('../pages/user/register-result')),
      },
    ],
  },
  // Reachable without sign-in: what a scanned QR code refers to.
  { path: '/codeScanPage', element: page('codeScanPage', () => import('../pages/codeScanPage')) },
  {
    id: 'main',
    path: '/',
    loader: startupLoader,
    // Startup runs once per entry into the main layout, not on every page change.
    shouldRevalidate: () => false,
    hydrateFallbackElement: <FullPageSpin />,
    errorElement: <RouteError />,
    element: <StartupGuard />,
    children: [
      { index: true, element: <Navigate to="/welcome" replace /> },
      { path: 'welcome', element: page('welcome', () => import('../pages/welcome')) },
      { path: 'account/center', element: page('account/center', () => import('../pages/account/center')) },
      // Every user's own opinions; the page needs no server menu (the all-opinions screen does).
      {
        path: 'account/opinions',
        element: page('account/opinions', () => import('../pages/account/opinions')),
      },
      {
        path: 'account/settings',
        element: page('account/settings', () => import('../pages/account/settings')),
        children: [
          { index: true, element: <Navigate to="/account/settings/security" replace /> },
          settingsChild('base', () => import('../pages/account/settings/base')),
          settingsChild('security', () => import('../pages/account/settings/security')),
          settingsChild('custom', () => import('../pages/account/settings/custom')),
          settingsChild('binding', () => import('../pages/account/settings/binding')),
          settingsChild('notification', () => import('../pages/account/settings/notification')),
        ],
      },
      {
        path: 'userPermissions',
        children: [
          { index: true, element: <Navigate to="/userPermissions/permissions" replace /> },
          {
            path: 'permissions',
            element: page(
              'userPermissions/permissions',
              () => import('../pages/userPermissions/permissions'),
            ),
          },
        ],
      },
      { path: 'Order/WaybillLine', element: <Navigate to="/Order/WaybillLine/LineAdjustManage" replace /> },
      // The header's alert counts open the alert list with their types preselected (/alert/temp,speed).
      { path: 'alert/:alertTypes?', element: page('monitor/alert', () => import('../pages/monitor/alert')) },
      { path: '403', element: <Exception403 /> },
      { path: '404', element: <Exception404 /> },
      { path: '500', element: <Exception500 /> },
      // Screens from the server menu (pages.ts registry); unknown paths end at /404.
      { path: '*', element: <DynamicPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
