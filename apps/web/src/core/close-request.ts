/** Pages ask the layout's tab bar to close their tab (e.g. line adjustment's cancel) through this event. */
export const CLOSE_TAB_EVENT = 'tms:close-tab';

export function requestCloseTab(key: string): void {
  window.dispatchEvent(new CustomEvent<string>(CLOSE_TAB_EVENT, { detail: key }));
}
