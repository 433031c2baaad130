import { describe, expect, it } from 'vitest';
import { allows, isTypingTarget, keyCaps, SHORTCUTS, ShortcutRegistry } from './registry';

const calm = { typing: false, composing: false, overlayOpen: false, handled: false };
const el = (tagName: string, extra: Record<string, unknown> = {}) => ({
  tagName,
  getAttribute: (name: string) => (extra[name] as string | undefined) ?? null,
  ...extra,
});

describe('when a key press may run a shortcut', () => {
  it('runs a list key on the page, not while typing in a field', () => {
    expect(allows(SHORTCUTS.nextPage, calm)).toBe(true);
    expect(allows(SHORTCUTS.nextPage, { ...calm, typing: true })).toBe(false);
    expect(allows(SHORTCUTS.search, { ...calm, typing: true })).toBe(false);
  });

  it('submits with mod+Enter from a field too', () => {
    expect(allows(SHORTCUTS.submit, { ...calm, typing: true })).toBe(true);
    expect(allows(SHORTCUTS.submit, calm)).toBe(true);
  });

  it('leaves a field with Escape only from a field', () => {
    expect(allows(SHORTCUTS.leaveField, { ...calm, typing: true })).toBe(true);
    expect(allows(SHORTCUTS.leaveField, calm)).toBe(false);
  });

  it('leaves the keys to an input method while it composes, to an open modal, to a control that acted', () => {
    expect(allows(SHORTCUTS.selectAll, { ...calm, composing: true })).toBe(false);
    expect(allows(SHORTCUTS.help, { ...calm, overlayOpen: true })).toBe(false);
    expect(allows(SHORTCUTS.leaveField, { ...calm, typing: true, handled: true })).toBe(false);
  });

  it('never binds Enter in the search form: the form runs it itself', () => {
    expect(allows(SHORTCUTS.runSearch, calm)).toBe(false);
    expect(allows(SHORTCUTS.runSearch, { ...calm, typing: true })).toBe(false);
  });

  it('takes no browser key: every page key is a single key without Ctrl, Alt or Meta', () => {
    const page = Object.values(SHORTCUTS).filter((s) => !('whileTyping' in s) && !('informative' in s));
    for (const s of page) expect(s.keys).not.toMatch(/ctrl|alt|meta|mod/);
  });
});

describe('what counts as typing', () => {
  it('text inputs, text areas, selects and editable elements', () => {
    expect(isTypingTarget(el('INPUT', { type: 'text' }))).toBe(true);
    expect(isTypingTarget(el('INPUT', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(el('SELECT'))).toBe(true);
    expect(isTypingTarget(el('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(el('DIV', { role: 'combobox' }))).toBe(true);
  });

  it('not a check box, a button or the page itself', () => {
    expect(isTypingTarget(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(el('BUTTON'))).toBe(false);
    expect(isTypingTarget(el('BODY'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('which mounted part answers a key', () => {
  it('the first one in view that offers it; a hidden one neither answers nor shows in the help', () => {
    const registry = new ShortcutRegistry();
    const page = Symbol('page');
    const pane = Symbol('pane');
    let pageInView = true;
    registry.add({
      token: page,
      shortcuts: [SHORTCUTS.nextPage, SHORTCUTS.refresh],
      isActive: () => pageInView,
    });
    const removePane = registry.add({
      token: pane,
      shortcuts: [SHORTCUTS.nextPage, SHORTCUTS.selectAll],
      isActive: () => true,
    });
    expect(registry.ownerOf('nextPage')).toBe(page);
    expect(registry.ownerOf('selectAll')).toBe(pane);
    expect(registry.active().map((s) => s.id)).toEqual(['nextPage', 'refresh', 'selectAll']);

    pageInView = false;
    expect(registry.ownerOf('nextPage')).toBe(pane);
    expect(registry.ownerOf('refresh')).toBeUndefined();
    expect(registry.active().map((s) => s.id)).toEqual(['nextPage', 'selectAll']);

    removePane();
    expect(registry.ownerOf('nextPage')).toBeUndefined();
  });

  it('tells the help when parts come and go', () => {
    const registry = new ShortcutRegistry();
    let calls = 0;
    registry.subscribe(() => {
      calls += 1;
    });
    registry.add({ token: Symbol(), shortcuts: [SHORTCUTS.help], isActive: () => true })();
    expect(calls).toBe(2);
  });
});

describe('the keys the help shows', () => {
  it('as pressed: Ctrl or ⌘ for mod, "?" without its shift, letters in capitals', () => {
    expect(keyCaps('mod+enter', false)).toEqual(['Ctrl', 'Enter']);
    expect(keyCaps('mod+enter', true)).toEqual(['⌘', 'Enter']);
    expect(keyCaps('shift+?', false)).toEqual(['?']);
    expect(keyCaps('n', false)).toEqual(['N']);
    expect(keyCaps('escape', false)).toEqual(['Esc']);
  });
});
