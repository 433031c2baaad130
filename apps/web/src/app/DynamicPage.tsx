import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { buildMenuRoutes, findMenuRoute, unknownPathStatus } from '../core/menu-tree';
import { useMenus } from '../core/menus';
import Exception403 from '../pages/exception/403';
import { ModuleMissing } from '../pages/exception/components/ModuleMissing';
import { LazyPage, type PageLoader, PageLoading } from './lazy-page';
import { pageRegistry } from './pages';

function registryEntry(component: string): PageLoader | undefined {
  const exact = pageRegistry[component];
  if (exact) return exact;
  const lower = component.toLowerCase();
  const key = Object.keys(pageRegistry).find((name) => name.toLowerCase() === lower);
  return key ? pageRegistry[key] : undefined;
}

/**
 * Every path of the main layout not declared by the shell: resolved against the user's menus.
 * A menu screen loads its page from the registry (missing-module page if the web lacks it); a
 * directory redirects; a known screen without a menu is 403; anything else goes to /404.
 */
export function DynamicPage() {
  const { pathname } = useLocation();
  const { data: menus, isPending } = useMenus();
  const routes = useMemo(() => buildMenuRoutes(menus ?? []), [menus]);
  if (isPending) return <PageLoading />;
  const route = findMenuRoute(routes, pathname);
  if (!route) {
    return unknownPathStatus(pathname, Object.keys(pageRegistry)) === 403 ? (
      <Exception403 />
    ) : (
      <Navigate to="/404" replace />
    );
  }
  if (!route.component) return <Navigate to={route.redirect ?? '/404'} replace />;
  const loader = registryEntry(route.component);
  if (!loader) return <ModuleMissing name={route.component} />;
  return <LazyPage key={route.component} name={route.component} loader={loader} />;
}
