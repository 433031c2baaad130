/**
 * The tab bar of visited pages, as pure functions over a small state. A tab is keyed by its pathname and
 * remembers the full location (with query) it was last opened at. Affixed tabs (menu affix=true,
 * e.g. /welcome) are always present and never closed.
 */
export type Tab = { key: string; fullPath: string; affix: boolean };
export type TabState = { tabs: Tab[]; activeKey: string | null };

export const emptyTabs: TabState = { tabs: [], activeKey: null };

/** Affixed tabs come first, in menu order; tabs already open keep their place and location. */
export function ensureAffix(state: TabState, affixPaths: readonly string[]): TabState {
  const affixSet = new Set(affixPaths);
  const affix: Tab[] = affixPaths.map((path) => {
    const open = state.tabs.find((t) => t.key === path);
    return { key: path, fullPath: open?.fullPath ?? path, affix: true };
  });
  const rest = state.tabs.filter((t) => !affixSet.has(t.key)).map((t) => ({ ...t, affix: false }));
  return { ...state, tabs: [...affix, ...rest] };
}

/** Opens (or re-activates) the tab for a location; an open tab takes the new query string. */
export function openTab(state: TabState, tab: { key: string; fullPath: string; affix?: boolean }): TabState {
  const existing = state.tabs.find((t) => t.key === tab.key);
  if (existing) {
    return {
      tabs: state.tabs.map((t) => (t.key === tab.key ? { ...t, fullPath: tab.fullPath } : t)),
      activeKey: tab.key,
    };
  }
  return {
    tabs: [...state.tabs, { key: tab.key, fullPath: tab.fullPath, affix: !!tab.affix }],
    activeKey: tab.key,
  };
}

/** After closing the active tab, the neighbour to its right becomes active, else the one to its left. */
function nextActive(before: readonly Tab[], after: readonly Tab[], activeKey: string | null): string | null {
  if (activeKey && after.some((t) => t.key === activeKey)) return activeKey;
  const index = before.findIndex((t) => t.key === activeKey);
  for (let i = index + 1; i < before.length; i += 1) {
    const candidate = before[i];
    if (candidate && after.some((t) => t.key === candidate.key)) return candidate.key;
  }
  for (let i = index - 1; i >= 0; i -= 1) {
    const candidate = before[i];
    if (candidate && after.some((t) => t.key === candidate.key)) return candidate.key;
  }
  return after[after.length - 1]?.key ?? null;
}

export function closeTab(state: TabState, key: string): TabState {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab || tab.affix) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  return { tabs, activeKey: nextActive(state.tabs, tabs, state.activeKey) };
}

/** Keeps the given tab and the affixed ones; the kept tab becomes active. */
export function closeOthers(state: TabState, key: string): TabState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  return { tabs: state.tabs.filter((t) => t.affix || t.key === key), activeKey: key };
}

/** Keeps only the affixed tabs; the first of them becomes active (null when there is none). */
export function closeAll(state: TabState): TabState {
  const tabs = state.tabs.filter((t) => t.affix);
  return { tabs, activeKey: nextActive(state.tabs, tabs, state.activeKey) };
}

export function activeTab(state: TabState): Tab | undefined {
  return state.tabs.find((t) => t.key === state.activeKey);
}

/** Reads a stored state defensively: anything malformed becomes the empty state. */
export function parseTabState(raw: string | null): TabState {
  if (!raw) return emptyTabs;
  try {
    const value = JSON.parse(raw) as Partial<TabState>;
    const tabs = Array.isArray(value.tabs)
      ? value.tabs.filter(
          (t): t is Tab =>
            !!t && typeof t.key === 'string' && typeof t.fullPath === 'string' && t.fullPath.startsWith('/'),
        )
      : [];
    const activeKey =
      typeof value.activeKey === 'string' && tabs.some((t) => t.key === value.activeKey)
        ? value.activeKey
        : null;
    return { tabs: tabs.map((t) => ({ key: t.key, fullPath: t.fullPath, affix: !!t.affix })), activeKey };
  } catch {
    return emptyTabs;
  }
}
