import { describe, expect, it } from 'vitest';
import {
  activeTab,
  closeAll,
  closeOthers,
  closeTab,
  emptyTabs,
  ensureAffix,
  openTab,
  parseTabState,
  type TabState,
} from './tab-list';

const open = (state: TabState, ...paths: string[]) =>
  paths.reduce((s, path) => openTab(s, { key: path, fullPath: path }), state);

const start = () => open(ensureAffix(emptyTabs, ['/welcome']), '/a', '/b', '/c');
const keys = (s: TabState) => s.tabs.map((t) => t.key);

describe('openTab', () => {
  it('adds a new tab at the end and activates it', () => {
    const s = start();
    expect(keys(s)).toEqual(['/welcome', '/a', '/b', '/c']);
    expect(s.activeKey).toBe('/c');
  });
  it('re-opening a tab activates it in place and takes the new query string', () => {
    const s = openTab(start(), { key: '/a', fullPath: '/a?status=U' });
    expect(keys(s)).toEqual(['/welcome', '/a', '/b', '/c']);
    expect(activeTab(s)).toEqual({ key: '/a', fullPath: '/a?status=U', affix: false });
  });
});

describe('closeTab', () => {
  it('an affixed tab cannot be closed', () => {
    const s = start();
    expect(closeTab(s, '/welcome')).toBe(s);
  });
  it('closing the active tab activates its right neighbour, else its left one', () => {
    const middle = closeTab({ ...start(), activeKey: '/b' }, '/b');
    expect(keys(middle)).toEqual(['/welcome', '/a', '/c']);
    expect(middle.activeKey).toBe('/c');
    const last = closeTab(start(), '/c');
    expect(last.activeKey).toBe('/b');
  });
  it('closing another tab keeps the active one', () => {
    expect(closeTab(start(), '/a').activeKey).toBe('/c');
  });
});

describe('closeOthers and closeAll', () => {
  it('close others keeps the affixed tabs and the chosen one, which becomes active', () => {
    const s = closeOthers(start(), '/a');
    expect(keys(s)).toEqual(['/welcome', '/a']);
    expect(s.activeKey).toBe('/a');
  });
  it('close all keeps only affixed tabs and activates one of them', () => {
    const s = closeAll(start());
    expect(keys(s)).toEqual(['/welcome']);
    expect(s.activeKey).toBe('/welcome');
  });
  it('close all without affixed tabs leaves nothing active', () => {
    expect(closeAll(open(emptyTabs, '/a', '/b'))).toEqual({ tabs: [], activeKey: null });
  });
});

describe('ensureAffix', () => {
  it('puts affixed tabs first and keeps an open affixed tab location', () => {
    const s = ensureAffix(open(emptyTabs, '/a', '/welcome'), ['/welcome']);
    expect(keys(s)).toEqual(['/welcome', '/a']);
    expect(s.tabs[0]?.affix).toBe(true);
  });
  it('a tab that is no longer affixed becomes closable', () => {
    const s = ensureAffix(start(), []);
    expect(s.tabs.every((t) => !t.affix)).toBe(true);
  });
});

describe('parseTabState (survives a reload)', () => {
  it('round-trips through JSON', () => {
    const s = start();
    expect(parseTabState(JSON.stringify(s))).toEqual(s);
  });
  it('drops malformed tabs and an active key that is not open', () => {
    const raw = JSON.stringify({
      tabs: [{ key: '/a', fullPath: '/a' }, { key: 3 }, { key: '/x', fullPath: 'http://evil' }],
      activeKey: '/zzz',
    });
    expect(parseTabState(raw)).toEqual({
      tabs: [{ key: '/a', fullPath: '/a', affix: false }],
      activeKey: null,
    });
  });
  it('garbage becomes the empty state', () => {
    expect(parseTabState('{')).toEqual(emptyTabs);
    expect(parseTabState(null)).toEqual(emptyTabs);
  });
});
