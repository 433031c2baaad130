import { createContext, useContext } from 'react';

/**
 * Whether the page around a component is the one in view. The shell keeps the pages of open tabs
 * mounted but hidden (their filters, page and ticked rows survive a tab switch); a hidden page's
 * keyboard shortcuts and the like must stand still. Outside the shell every page is in view.
 */
export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
