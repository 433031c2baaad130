import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { tileOriginOf } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('sends the content security policy, nosniff, same-origin framing and the referrer policy on the API', async () => {
    const response = await t.app.inject({ url: '/api/auth/publicConfig' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends nosniff on downloads too', async () => {
    const token = await t.login('admin');
    const response = await t.app.inject({
      url: '/api/system/user/importTemplate',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toContain('spreadsheetml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('sends them on refusals', async () => {
    const response = await t.app.inject({ url: '/api/no/such/route' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('map tiles', () => {
  it('lets the configured tile host through the image policy, and tells the web where tiles come from', async () => {
    const response = await t.app.inject({ url: '/api/auth/publicConfig' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
    expect(response.json().data.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('turns a {s} subdomain into a wildcard and lets nothing through for a template that is not a web address', () => {
    expect(tileOriginOf('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOriginOf('http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png')).toBe('http://10.0.0.5:8080');
    expect(tileOriginOf('javascript:alert(1)')).toBeNull();
    expect(tileOriginOf(null)).toBeNull();
  });
});
