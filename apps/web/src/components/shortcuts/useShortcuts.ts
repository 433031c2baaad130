import { useEffect, useMemo, useRef } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { usePageActive } from '../../core/page-activity';
import { allows, isTypingTarget, type Shortcut, type ShortcutId, shortcutRegistry } from './registry';

/** A handler returning false did not act (nothing to act on): the key keeps its default. */
export type ShortcutHandlers = Partial<Record<ShortcutId, (event: KeyboardEvent) => unknown>>;

/** A modal or drawer is open over the screen (antd keeps a closed modal's wrap with display none). */
function overlayOpen(): boolean {
  if (document.querySelector('.ant-drawer-open')) return true;
  return [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some(
    (wrap) => wrap.style.display !== 'none',
  );
}

/**
 * Binds a screen part's shortcuts while it is mounted: each key runs its handler when the registry's
 * rules allow it (not while typing, unless the shortcut says so; not under a modal; not during an input
 * method's composition) and this part is the first in view that offers it. The part shows in the "?" help.
 */
export function useShortcuts(
  shortcuts: readonly Shortcut[],
  handlers: ShortcutHandlers,
  isActive: () => boolean = () => true,
) {
  const token = useRef(Symbol('shortcuts')).current;
  // A page kept mounted behind another tab offers no shortcuts until its tab is back in view.
  const pageActive = usePageActive();
  const latest = useRef({ handlers, isActive, pageActive });
  latest.current = { handlers, isActive, pageActive };
  const bound = useMemo(() => shortcuts.filter((s) => !s.informative), [shortcuts]);

  useEffect(
    () =>
      shortcutRegistry.add({
        token,
        shortcuts,
        isActive: () => latest.current.pageActive && latest.current.isActive(),
      }),
    [token, shortcuts],
  );

  useHotkeys(
    bound.map((s) => s.keys).join(','),
    (event, hotkey) => {
      const shortcut = bound.find((s) => s.keys.toLowerCase() === hotkey.hotkey);
      const handler = shortcut && latest.current.handlers[shortcut.id];
      if (!shortcut || !handler) return;
      const context = {
        typing: isTypingTarget(event.target as HTMLElement | null),
        composing: event.isComposing || event.keyCode === 229,
        overlayOpen: overlayOpen(),
        handled: event.defaultPrevented,
      };
      if (!allows(shortcut, context) || shortcutRegistry.ownerOf(shortcut.id) !== token) return;
      if (handler(event) !== false) event.preventDefault();
    },
    // The registry's rules decide about fields, so the library lets every key through to them.
    { useKey: true, enableOnFormTags: true, enableOnContentEditable: true, enabled: bound.length > 0 },
    [bound, token],
  );
}
