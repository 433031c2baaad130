import { type RefObject, useMemo } from 'react';
import { SHORTCUTS, type Shortcut } from './registry';
import { useShortcuts } from './useShortcuts';

type Options = {
  /** The list has a search form: "/" goes to its first field, Enter (the form's own) runs it. */
  search: boolean;
  /** The rows have check boxes: "a" checks or unchecks the page's rows. */
  selectable: boolean;
  /** Loads the page again ("r"). */
  reload: () => void;
};

const FIELD = '.ant-pro-table-search input:not([type="hidden"]):not([disabled])';
const HEADER_CHECKBOX = '.ant-table-thead .ant-table-selection-column input[type="checkbox"]:not([disabled])';
const PAGE_BUTTON = (which: 'next' | 'prev') => `.ant-pagination-${which}:not(.ant-pagination-disabled)`;

/** The list shortcuts in the order the help shows them. */
export const LIST_SHORTCUT_IDS = [
  'search',
  'runSearch',
  'leaveField',
  'selectAll',
  'prevPage',
  'nextPage',
  'refresh',
] as const;

/**
 * A list's shortcuts, acting on the list inside `container` through its own controls (the search form's
 * first field, the header's check box, the pager's buttons), so each key does exactly what the click does:
 * disabled boxes, the selection alert and paging stay antd's and ProTable's. A list out of view (a hidden
 * tab pane) does not answer.
 */
export function useListShortcuts(
  container: RefObject<HTMLElement | null>,
  { search, selectable, reload }: Options,
) {
  const shortcuts = useMemo(
    () =>
      LIST_SHORTCUT_IDS.map((id): Shortcut => SHORTCUTS[id]).filter((s) => {
        if (s.id === 'search' || s.id === 'runSearch' || s.id === 'leaveField') return search;
        return s.id !== 'selectAll' || selectable;
      }),
    [search, selectable],
  );
  const find = <E extends HTMLElement>(selector: string) =>
    container.current?.querySelector<E>(selector) ?? null;
  /** Clicks the control when there is one; false (the key keeps its default) when there is none. */
  const click = (selector: string) => {
    const control = find(selector);
    control?.click();
    return !!control;
  };
  useShortcuts(
    shortcuts,
    {
      search: () => {
        // The form keeps an input of its own out of sight (display none): the first one a person sees.
        const field = [...(container.current?.querySelectorAll<HTMLInputElement>(FIELD) ?? [])].find(
          (input) => input.getClientRects().length > 0,
        );
        field?.focus();
        return !!field;
      },
      leaveField: (event) => {
        const field = event.target as HTMLElement | null;
        if (!field || !container.current?.contains(field)) return false;
        field.blur();
      },
      selectAll: () => click(HEADER_CHECKBOX),
      nextPage: () => click(PAGE_BUTTON('next')),
      prevPage: () => click(PAGE_BUTTON('prev')),
      refresh: () => reload(),
    },
    () => !!container.current?.isConnected && container.current.offsetParent !== null,
  );
}
