import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Screens by the `component` name the server's menu gives. Every page loads on demand.
 * A new screen adds one line here, and a menu row in the server seed.
 */
export const pageRegistry: Record<string, () => Promise<PageModule>> = {
  Welcome: () => import('../pages/welcome'),
};
