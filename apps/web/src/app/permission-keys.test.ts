import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPermissionKey, MENU_ONLY_KEYS, PERMISSION_SCREENS } from '@tms/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every permission key the web names is one some route requires. `can`, <Access perm> and the buttons
 * take the domain's ApiPermissionKey, so typecheck refuses an unknown or menu-only key; this reads the
 * string literals of the sources as well, so a key that reached a check through a cast is caught too.
 * The routes' side (each catalogue key required by a route) is the server's test/contract.test.ts.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const AREAS = new Set(Object.keys(PERMISSION_SCREENS).map((screen) => screen.split(':')[0]));
const KEY_SHAPE = /^([a-z]+):[A-Za-z]+:[A-Za-z]+$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The string literals of a file that look like permission keys ('<area>:<screen>:<action>'). */
function keysIn(file: string): { where: string; key: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { where: string; key: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const area = KEY_SHAPE.exec(node.text)?.[1];
      if (area && AREAS.has(area)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ where: `${path.relative(SRC, file)}:${line + 1}`, key: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('permission keys in the web', () => {
  const named = sources(SRC).flatMap(keysIn);

  it('finds the keys the screens name', () => {
    expect(named.length).toBeGreaterThan(50);
  });

  it('names only keys that some route requires', () => {
    const wrong = named.filter(({ key }) => !isPermissionKey(key) || key in MENU_ONLY_KEYS);
    expect(wrong).toEqual([]);
  });
});
