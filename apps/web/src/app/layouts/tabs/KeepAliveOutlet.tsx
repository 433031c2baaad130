import { memo, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { PageActiveContext } from '../../../core/page-activity';
import { keptPages, MAX_KEPT_PAGES, sameKeys } from './kept-pages';

/** A page as it was last rendered in view: its element and the location it was at. */
type Entry = { element: ReactNode; location: Location; navigationType: NavigationType };

/**
 * One tab's page. Hidden, it keeps its element and its own location (a hidden page reading the location
 * sees where it was, not where the user is now), and being memoized with unchanged props it does not
 * render again while the user works elsewhere.
 */
const KeptPage = memo(function KeptPage({
  tabKey,
  active,
  entry,
}: {
  tabKey: string;
  active: boolean;
  entry: Entry;
}) {
  const location = useMemo(
    () => ({ location: entry.location, navigationType: entry.navigationType }),
    [entry.location, entry.navigationType],
  );
  return (
    <div data-tab-page={tabKey} style={active ? undefined : { display: 'none' }}>
      <PageActiveContext.Provider value={active}>
        <LocationContext.Provider value={location}>{entry.element}</LocationContext.Provider>
      </PageActiveContext.Provider>
    </div>
  );
});

/**
 * The main layout's outlet with tabs that keep their page: the page of every open tab stays mounted
 * (hidden) after the user leaves it, up to MAX_KEPT_PAGES, so coming back finds its filters, page, ticked
 * rows and scroll as they were. Closing the tab drops the page; a location without a tab (an error page)
 * renders as a plain outlet.
 */
export function KeepAliveOutlet({
  tabKey,
  openKeys,
}: {
  tabKey: string | null;
  openKeys: readonly string[];
}) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const entries = useRef(new Map<string, Entry>());
  const order = useRef<string[]>([]);
  const scrolls = useRef(new Map<string, number>());

  if (tabKey) entries.current.set(tabKey, { element: outlet, location, navigationType });
  const next = keptPages(order.current, tabKey, openKeys, MAX_KEPT_PAGES);
  if (!sameKeys(next, order.current)) {
    order.current = next;
    for (const key of entries.current.keys()) if (!next.includes(key)) entries.current.delete(key);
    for (const key of scrolls.current.keys()) if (!next.includes(key)) scrolls.current.delete(key);
  }

  // The window scrolls for the page in view: remember where each tab was, and go back there on return.
  useEffect(() => {
    if (!tabKey) return;
    const remember = () => scrolls.current.set(tabKey, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [tabKey]);
  useLayoutEffect(() => {
    if (tabKey) window.scrollTo(0, scrolls.current.get(tabKey) ?? 0);
  }, [tabKey]);

  return (
    <>
      {order.current.map((key) => {
        const entry = entries.current.get(key);
        return entry ? <KeptPage key={key} tabKey={key} active={key === tabKey} entry={entry} /> : null;
      })}
      {tabKey ? null : outlet}
    </>
  );
}
