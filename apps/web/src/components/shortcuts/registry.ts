/**
 * The keyboard shortcuts: what each one is, when a key press may run it, which mounted screen part answers
 * it, and how its keys are shown. Pure, so the rules are tested without a browser; useShortcuts binds them
 * (react-hotkeys-hook) and ShortcutHelp lists the ones of the screen on view.
 */

export type ShortcutId =
  | 'search'
  | 'runSearch'
  | 'leaveField'
  | 'selectAll'
  | 'nextPage'
  | 'prevPage'
  | 'refresh'
  | 'submit'
  | 'help';

export type Shortcut = {
  id: ShortcutId;
  /**
   * The keys in react-hotkeys-hook's syntax, matched on the character the keyboard layout produces
   * ('/', 'shift+?', 'mod+enter': Ctrl, or ⌘ on a Mac).
   */
  keys: string;
  /** Also while the caret is in a field (the line screen's submit). */
  whileTyping?: boolean;
  /** Only while the caret is in a field (Escape leaves it). */
  onlyTyping?: boolean;
  /** Listed in the help but run by the form itself (Enter in the search form), so never bound. */
  informative?: boolean;
};

/**
 * Single keys without modifiers, so none takes a browser key (Ctrl+A, Ctrl+R, Alt+← stay the browser's)
 * and none an antd one (arrows, Enter and Escape act on the focused control); none fires while typing.
 */
export const SHORTCUTS = {
  search: { id: 'search', keys: '/' },
  runSearch: { id: 'runSearch', keys: 'enter', informative: true },
  leaveField: { id: 'leaveField', keys: 'escape', onlyTyping: true },
  selectAll: { id: 'selectAll', keys: 'a' },
  nextPage: { id: 'nextPage', keys: 'n' },
  prevPage: { id: 'prevPage', keys: 'p' },
  refresh: { id: 'refresh', keys: 'r' },
  submit: { id: 'submit', keys: 'mod+enter', whileTyping: true },
  help: { id: 'help', keys: 'shift+?' },
} as const satisfies Record<ShortcutId, Shortcut>;

/** Where a key press lands. */
export type KeyContext = {
  /** The caret is in a text field, a select's search box or an editable element. */
  typing: boolean;
  /** An input method is composing (pinyin, cangjie): its keys belong to it. */
  composing: boolean;
  /** A modal or drawer covers the screen: its keys belong to it. */
  overlayOpen: boolean;
  /** Something on the way (a select, a date picker) already acted on the key. */
  handled: boolean;
};

/** Whether a key press may run the shortcut. */
export function allows(shortcut: Shortcut, context: KeyContext): boolean {
  if (shortcut.informative || context.composing || context.handled || context.overlayOpen) return false;
  if (context.typing) return !!(shortcut.whileTyping || shortcut.onlyTyping);
  return !shortcut.onlyTyping;
}

/** Input types that take no typed text: a key pressed on them (a checked box, a button) is a shortcut. */
const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'image',
  'color',
  'range',
]);
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

type TargetLike = {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
};

/** True when a key pressed on this element types into it. */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target?.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag === 'input') return !NOT_TEXT.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return !!role && TEXT_ROLES.has(role);
}

/** One mounted part of a screen that answers shortcuts (a list, the line screen). */
export type ShortcutEntry = {
  token: symbol;
  shortcuts: readonly Shortcut[];
  /** False while it is out of view (a hidden tab pane): it neither answers nor shows in the help. */
  isActive: () => boolean;
};

/**
 * The mounted parts, in mounting order. Two parts may offer the same key (a page's list and a list in
 * one of its panes): the first one in view answers it, so one key press does one thing.
 */
export class ShortcutRegistry {
  private entries: ShortcutEntry[] = [];
  private listeners = new Set<() => void>();

  add(entry: ShortcutEntry): () => void {
    this.entries = [...this.entries, entry];
    this.emit();
    return () => {
      this.entries = this.entries.filter((e) => e.token !== entry.token);
      this.emit();
    };
  }

  /** The part that answers the shortcut now, if any. */
  ownerOf(id: ShortcutId): symbol | undefined {
    return this.entries.find((e) => e.shortcuts.some((s) => s.id === id) && e.isActive())?.token;
  }

  /** The shortcuts of the parts in view, each once, in mounting order: what the help lists. */
  active(): Shortcut[] {
    const seen = new Set<ShortcutId>();
    const list: Shortcut[] = [];
    for (const entry of this.entries) {
      if (!entry.isActive()) continue;
      for (const shortcut of entry.shortcuts) {
        if (seen.has(shortcut.id)) continue;
        seen.add(shortcut.id);
        list.push(shortcut);
      }
    }
    return list;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The app's one registry. */
export const shortcutRegistry = new ShortcutRegistry();

/** The key names a person presses, for the help: 'mod+enter' -> ['Ctrl', 'Enter'] (['⌘', 'Enter'] on a Mac). */
export function keyCaps(keys: string, mac: boolean): string[] {
  const names: Record<string, string> = {
    mod: mac ? '⌘' : 'Ctrl',
    ctrl: 'Ctrl',
    alt: mac ? '⌥' : 'Alt',
    enter: 'Enter',
    escape: 'Esc',
  };
  const parts = keys.toLowerCase().split('+');
  // 'shift+?' is pressed as '?': the shift is part of the character.
  const shown = parts.includes('?') ? parts.filter((p) => p !== 'shift') : parts;
  return shown.map((p) => names[p] ?? p.toUpperCase());
}
