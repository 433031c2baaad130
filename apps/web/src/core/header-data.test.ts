import { describe, expect, it } from 'vitest';
import { appDownloadUrls, currentDispatchCenter } from './header-data';

describe('appDownloadUrls (QR block)', () => {
  it('picks the driver and admin app links, android first', () => {
    expect(
      appDownloadUrls([
        { type: 'ios', clientType: 'appDriverClient', downloadUrl: 'https://x/ios-driver' },
        { type: 'android', clientType: 'appDriverClient', downloadUrl: 'https://x/driver.apk' },
        { type: 'ios', clientType: 'appAdminClient', downloadUrl: 'https://x/ios-admin' },
      ]),
    ).toEqual({ site: null, driver: 'https://x/driver.apk', admin: 'https://x/ios-admin' });
  });
  it('reads the server answer { siteUrl, apps }', () => {
    expect(
      appDownloadUrls({
        siteUrl: 'https://tms.example.com',
        apps: [{ type: 'android', clientType: 'appDriverClient', downloadUrl: 'd.apk' }],
      }),
    ).toEqual({ site: 'https://tms.example.com', driver: 'd.apk', admin: null });
    expect(appDownloadUrls({ siteUrl: null, apps: [] })).toEqual({ site: null, driver: null, admin: null });
  });
  it('accepts a single row and nothing', () => {
    expect(appDownloadUrls({ type: 'android', clientType: 'appAdminClient', downloadUrl: 'u' })).toEqual({
      site: null,
      driver: null,
      admin: 'u',
    });
    expect(appDownloadUrls(null)).toEqual({ site: null, driver: null, admin: null });
  });
  it('ignores rows without a link', () => {
    expect(
      appDownloadUrls([{ type: 'android', clientType: 'appDriverClient', downloadUrl: '' }]).driver,
    ).toBeNull();
  });
});

describe('currentDispatchCenter', () => {
  const centers = [
    { uuid: 'dc-sh', name: 'Shanghai', isDefault: 0 },
    { uuid: 'dc-gz', name: 'Guangzhou', isDefault: 1 },
  ];
  it('is the user current centre when listed', () => {
    expect(currentDispatchCenter(centers, 'dc-sh')?.uuid).toBe('dc-sh');
  });
  it('falls back to the centre flagged default, then the first', () => {
    expect(currentDispatchCenter(centers, null)?.uuid).toBe('dc-gz');
    expect(currentDispatchCenter(centers, 'dc-xx')?.uuid).toBe('dc-gz');
    expect(currentDispatchCenter([{ uuid: 'a', name: 'A' }], null)?.uuid).toBe('a');
    expect(currentDispatchCenter([], null)).toBeUndefined();
  });
});
