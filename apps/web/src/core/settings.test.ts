import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from './settings';

describe('parseSettings (layout settings survive a reload)', () => {
  it('nothing stored gives the spec defaults: dark side menu, side layout, fluid, fixed header, tabs on', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: 'dark',
      layout: 'side',
      contentWidth: 'Fluid',
      fixedHeader: true,
      multiTab: true,
    });
  });
  it('keeps stored choices', () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      theme: 'light',
      layout: 'top',
      multiTab: false,
      colorPrimary: '#722ed1',
    };
    expect(parseSettings(JSON.stringify(stored))).toEqual(stored);
  });
  it('replaces unknown or malformed values one by one with the defaults', () => {
    const parsed = parseSettings(
      JSON.stringify({ theme: 'purple', fixedHeader: 'yes', colorPrimary: 'red', colorWeak: true }),
    );
    expect(parsed.theme).toBe('dark');
    expect(parsed.fixedHeader).toBe(true);
    expect(parsed.colorPrimary).toBe(DEFAULT_SETTINGS.colorPrimary);
    expect(parsed.colorWeak).toBe(true);
  });
  it('garbage gives the defaults', () => {
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
  });
});
