import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuLanguages, menus } from '../db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * Migrations that change data a database seeded earlier holds: run again here on a database put back
 * in the earlier state, they change what the seed left and keep what an administrator changed.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');
const migration = (file: string) => readFileSync(path.join(MIGRATIONS, file), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lineScreenName(lang: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ name: menuLanguages.name })
    .from(menuLanguages)
    .innerJoin(menus, eq(menus.id, menuLanguages.menuId))
    .where(and(eq(menus.menuKey, 'order:lineAdjust'), eq(menuLanguages.lang, lang)));
  return row?.name;
}

async function nameLineScreen(lang: string, name: string): Promise<void> {
  await t.database.db.execute(sql`
    update sys_menu_language set name = ${name}
    where lang = ${lang} and menu_id in (select id from sys_menu where menu_key = 'order:lineAdjust')`);
}

describe('the line screen is "Manual dispatch" in English', () => {
  const rename = migration('0017_manual_dispatch_menu_name.sql');

  it('renames the menu a database seeded earlier calls "Manual wiring"', async () => {
    await nameLineScreen('en-US', 'Manual wiring');
    await t.database.db.execute(sql.raw(rename));
    expect(await lineScreenName('en-US')).toBe('Manual dispatch');
  });

  it('keeps a name an administrator gave the menu', async () => {
    await nameLineScreen('en-US', 'Line building');
    await t.database.db.execute(sql.raw(rename));
    expect(await lineScreenName('en-US')).toBe('Line building');
  });
});
