import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * docs/openapi.json is the API as the app describes it (/api/docs/json), committed so a change to any
 * path, schema or summary shows in review. Keys are sorted at every depth and the file is indented,
 * so the snapshot does not move with the order modules register in and diffs stay readable.
 * UPDATE_OPENAPI=1 (`npm run openapi:write`) rewrites it instead of comparing.
 */
const SNAPSHOT = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');
const REFRESH = 'docs/openapi.json is stale: run `npm run openapi:write` and commit the file.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

type Doc = Record<string, unknown> & { paths?: Record<string, Record<string, unknown>> };

/** Which operations (and other top-level parts) differ, so a stale snapshot names what moved. */
function differences(committed: Doc, current: Doc): string[] {
  const out: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of new Set([...Object.keys(committed), ...Object.keys(current)])) {
    if (key !== 'paths' && !same(committed[key], current[key])) out.push(key);
  }
  const before = committed.paths ?? {};
  const after = current.paths ?? {};
  for (const url of new Set([...Object.keys(before), ...Object.keys(after)])) {
    for (const method of new Set([...Object.keys(before[url] ?? {}), ...Object.keys(after[url] ?? {})])) {
      const was = before[url]?.[method];
      const is = after[url]?.[method];
      if (!same(was, is)) {
        out.push(
          `${was === undefined ? 'added' : is === undefined ? 'removed' : 'changed'} ${method} ${url}`,
        );
      }
    }
  }
  return out;
}

describe('the OpenAPI snapshot', () => {
  it('matches what the app describes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const current = sortKeys(response.json()) as Doc;
    const text = `${JSON.stringify(current, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') {
      writeFileSync(SNAPSHOT, text);
      return;
    }
    expect(existsSync(SNAPSHOT), REFRESH).toBe(true);
    const committed = readFileSync(SNAPSHOT, 'utf8');
    expect(differences(JSON.parse(committed) as Doc, current), REFRESH).toEqual([]);
    expect(committed === text, REFRESH).toBe(true);
  });
});

describe('access in the OpenAPI document', () => {
  it("states each operation's keys, public calls and read-only changes as the routes declare them", async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { 'x-permission'?: string[]; 'x-read-only'?: boolean; security?: [] }>
      >;
    };
    const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const mismatches = t.app.routeAccess.flatMap((route) => {
      const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) return [];
      const wrong =
        JSON.stringify(op['x-permission'] ?? []) !== JSON.stringify(route.permissions) ||
        (op.security?.length === 0) !== route.public ||
        (route.method !== 'GET' && (op['x-read-only'] === true) !== route.readOnly);
      return wrong ? [`${route.method} ${route.url}`] : [];
    });
    expect(mismatches).toEqual([]);
    expect(doc.paths['/api/system/user/list']?.get?.['x-permission']).toEqual(['system:user:list']);
    expect(doc.paths['/api/auth/login/slide']?.post?.security).toEqual([]);
  });
});
