import { useSyncExternalStore } from 'react';

/**
 * Layout settings: sidebar type, theme, layout, fixed header, fixed sidebar,
 * content width, primary color, weak mode and multi tab. The app language lives in the lang cookie.
 * Kept in local storage and applied on reload.
 */
export type LayoutSettings = {
  siderMenuType: 'sub' | 'group';
  /** dark: dark side menu on a light page (the default); realDark: everything dark. */
  theme: 'light' | 'dark' | 'realDark';
  layout: 'side' | 'top' | 'mix';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  contentWidth: 'Fluid' | 'Fixed';
  colorPrimary: string;
  colorWeak: boolean;
  multiTab: boolean;
};

export const DEFAULT_SETTINGS: LayoutSettings = {
  siderMenuType: 'sub',
  theme: 'dark',
  layout: 'side',
  fixedHeader: true,
  fixSiderbar: true,
  contentWidth: 'Fluid',
  colorPrimary: '#1677ff',
  colorWeak: false,
  multiTab: true,
};

export const PRIMARY_COLORS = [
  '#1677ff',
  '#1890ff',
  '#13c2c2',
  '#52c41a',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#fa541c',
  '#faad14',
  '#f5222d',
] as const;

export const SETTINGS_KEY = 'tms.layoutSettings';

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads stored settings; unknown or malformed values fall back to the defaults one by one. */
export function parseSettings(raw: string | null): LayoutSettings {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      value = parsed as Record<string, unknown>;
  } catch {
    value = {};
  }
  const d = DEFAULT_SETTINGS;
  return {
    siderMenuType: pick(value.siderMenuType, ['sub', 'group'], d.siderMenuType),
    theme: pick(value.theme, ['light', 'dark', 'realDark'], d.theme),
    layout: pick(value.layout, ['side', 'top', 'mix'], d.layout),
    fixedHeader: bool(value.fixedHeader, d.fixedHeader),
    fixSiderbar: bool(value.fixSiderbar, d.fixSiderbar),
    contentWidth: pick(value.contentWidth, ['Fluid', 'Fixed'], d.contentWidth),
    colorPrimary:
      typeof value.colorPrimary === 'string' && /^#[0-9a-f]{6}$/i.test(value.colorPrimary)
        ? value.colorPrimary
        : d.colorPrimary,
    colorWeak: bool(value.colorWeak, d.colorWeak),
    multiTab: bool(value.multiTab, d.multiTab),
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: LayoutSettings | null = null;

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function getSettings(): LayoutSettings {
  if (!current) current = parseSettings(storage()?.getItem(SETTINGS_KEY) ?? null);
  return current;
}

export function updateSettings(patch: Partial<LayoutSettings>): void {
  current = { ...getSettings(), ...patch };
  storage()?.setItem(SETTINGS_KEY, JSON.stringify(current));
  for (const listener of listeners) listener();
}

export function resetSettings(): void {
  updateSettings(DEFAULT_SETTINGS);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
