/** Keyboard shortcuts: the registry's rules, the hook that binds a screen part's keys, the "?" help. */

export { keyCaps, SHORTCUTS, type Shortcut, type ShortcutId } from './registry';
export { ShortcutHelp } from './ShortcutHelp';
export { LIST_SHORTCUT_IDS, useListShortcuts } from './useListShortcuts';
export { type ShortcutHandlers, useShortcuts } from './useShortcuts';
