import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Screens by the `component` name the server's menu gives. Every page loads on demand.
 * A new screen adds one line here, and a menu row in the server seed.
 */
export const pageRegistry: Record<string, () => Promise<PageModule>> = {
  Welcome: () => import('../pages/welcome'),
  'system/user': () => import('../pages/system/user'),
  'system/role': () => import('../pages/system/role'),
  'system/menu': () => import('../pages/system/menu'),
  'system/dept': () => import('../pages/system/dept'),
  'system/dict': () => import('../pages/system/dict'),
  'system/config': () => import('../pages/system/config'),
  'system/district': () => import('../pages/system/district'),
  'system/menuLanguage': () => import('../pages/system/menuLanguage'),
  'system/authClient': () => import('../pages/system/authClient'),
  'system/oss': () => import('../pages/system/oss'),
  'system/appInfo': () => import('../pages/system/appInfo'),
  'system/dispatchCenter': () => import('../pages/system/dispatchCenter'),
  'monitor/operlog': () => import('../pages/monitor/operlog'),
  'monitor/logininfor': () => import('../pages/monitor/logininfor'),
  'monitor/requestlog': () => import('../pages/monitor/requestlog'),
  'monitor/online': () => import('../pages/monitor/online'),
};
