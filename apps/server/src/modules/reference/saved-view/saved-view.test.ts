import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

type View = { id: number; name: string; isDefault: boolean; payload: { filters: Record<string, unknown> } };

let t: TestApp;
let lina: string;
let zhang: string;
beforeAll(async () => {
  t = await createTestApp();
  lina = await t.login('li.na');
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string, listKey = 'order-waybill') =>
  (await t.call<View[]>('GET', `/api/system/savedView/list?listKey=${listKey}`, { token })).body.data;
const save = (token: string, body: Record<string, unknown>, lang?: string) =>
  t.call<{ id: number }>('POST', '/api/system/savedView/save', {
    token,
    lang,
    body: { listKey: 'order-waybill', ...body },
  });
const filters = (code: string) => ({ filters: { code }, columns: { code: { show: true, order: 0 } } });

describe('saved views', () => {
  it('saves, renames and lists a user’s own views by name', async () => {
    const a = await save(lina, { name: 'Shanghai', payload: filters('WB1') });
    expect(a.body.code).toBe(0);
    await save(lina, { name: 'Audited', payload: filters('WB2') });
    await save(lina, { id: a.body.data.id, name: 'Shanghai frozen' });
    const views = await list(lina);
    expect(views.map((v) => v.name)).toEqual(['Audited', 'Shanghai frozen']);
    // A rename keeps the payload.
    expect(views[1]?.payload).toEqual(filters('WB1'));
  });

  it('a user sees and changes only their own', async () => {
    expect(await list(zhang)).toEqual([]);
    const [mine] = await list(lina);
    const renamed = await save(zhang, { id: mine?.id, name: 'taken over' });
    expect(renamed.body.code).not.toBe(0);
    const removed = await t.call('POST', `/api/system/savedView/remove/${mine?.id}`, { token: zhang });
    expect(removed.body.code).not.toBe(0);
    expect((await list(lina)).map((v) => v.name)).toEqual(['Audited', 'Shanghai frozen']);
    // The same name is free for another user, and on another list.
    expect((await save(zhang, { name: 'Audited', payload: filters('X') })).body.code).toBe(0);
    expect(
      (await save(lina, { listKey: 'shipment-list', name: 'Audited', payload: filters('X') })).body.code,
    ).toBe(0);
  });

  it('refuses a name already used on the list, translated', async () => {
    const en = await save(lina, { name: 'Audited', payload: filters('X') }, 'en-US');
    expect(en.body.code).not.toBe(0);
    expect(en.body.msg).toMatch(messageOf('savedView.nameTaken'));
    const zh = await save(lina, { name: 'Audited', payload: filters('X') }, 'zh-CN');
    expect(zh.body.msg).toBe('视图名称“Audited”已存在');
  });

  it('keeps one default per list: marking another unmarks the first', async () => {
    const views = await list(lina);
    const [first, second] = views;
    await save(lina, { id: first?.id, name: first?.name, isDefault: true });
    await save(lina, { id: second?.id, name: second?.name, isDefault: true });
    expect((await list(lina)).map((v) => [v.name, v.isDefault])).toEqual([
      ['Audited', false],
      ['Shanghai frozen', true],
    ]);
    // The other list's view is untouched.
    expect((await list(lina, 'shipment-list')).map((v) => v.isDefault)).toEqual([false]);
  });

  it('keeps at most 50 views per list', async () => {
    const token = await t.login('admin');
    for (let n = 0; n < 50; n++) {
      expect((await save(token, { name: `v${n}`, payload: filters('X') })).body.code).toBe(0);
    }
    const over = await save(token, { name: 'one more', payload: filters('X') }, 'en-US');
    expect(over.body.msg).toMatch(messageOf('savedView.limit'));
    // Changing one of them is still fine.
    const [v0] = await list(token);
    expect((await save(token, { id: v0?.id, name: 'renamed' })).body.code).toBe(0);
  });

  it('refuses a payload over its size limit, translated', async () => {
    const big = { filters: { code: 'x'.repeat(40_000) } };
    const res = await save(lina, { name: 'big', payload: big }, 'en-US');
    expect(res.body.msg).toMatch(messageOf('savedView.tooLarge'));
  });

  it('removes a view', async () => {
    const [first] = await list(lina);
    expect(
      (await t.call('POST', `/api/system/savedView/remove/${first?.id}`, { token: lina })).body.code,
    ).toBe(0);
    expect((await list(lina)).map((v) => v.name)).toEqual(['Shanghai frozen']);
  });
});
