import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, the web app, the API and downloads alike (helmet). The content
 * security policy is the one the built web app runs under: its scripts are files of its own origin
 * (no inline script, no eval); Ant Design writes its styles into <style> elements at run time, hence
 * inline styles; captcha pictures and previews are data: or blob: images; a printed PDF opens in a
 * blob: frame of the app. Nothing may frame the app but the app itself, and no request is upgraded
 * to https, so a plain-http intranet install keeps working.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mapTileUrl?: string | null } = {},
): Promise<void> {
  const tileOrigin = tileOriginOf(options.mapTileUrl);
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles are the one outside image source, and only the configured one.
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // The app opens its own print frames and downloads; other origins have no business embedding it.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * The origin a tile URL template loads from, as a content-policy source: a `{s}` subdomain becomes a
 * wildcard (a.tile…, b.tile…). A template that is not an http(s) URL lets nothing through.
 */
export function tileOriginOf(template: string | null | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{s\}/g, 'tile-subdomain'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
  } catch {
    return null;
  }
}
