import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = { uuid: string; code: string; title: string; version: number; content: string | null };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>) =>
  t.call<{ uuid: string }>('POST', url, { token: admin, body, lang: 'en-US' });
const base = { code: 'SOP-T1', title: '测试规范', appliesTo: 'temperature', version: 1 };

describe('SOPs', () => {
  it('lists the seeded SOPs and filters by what they apply to', async () => {
    const { body } = await t.call<Row[]>('GET', '/api/system/sop/list?appliesTo=lineType', { token: admin });
    expect(body.data.map((r) => r.code)).toEqual(['SOP-LOAD-01']);
  });

  it('creates and raises the version of an SOP', async () => {
    const made = await post('/api/system/sop/save', {
      ...base,
      content: '步骤一',
      effectiveDate: '2026-03-01',
    });
    expect(made.body.code).toBe(0);
    const changed = await post('/api/system/sop/update', {
      ...base,
      uuid: made.body.data.uuid,
      version: 2,
      content: '步骤一、二',
    });
    expect(changed.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/sop/get/${made.body.data.uuid}`, { token: admin });
    expect(one.body.data).toMatchObject({ version: 2, content: '步骤一、二' });
  });

  it('the version is a whole number of 1 or more', async () => {
    for (const version of [0, 1.5, 'two']) {
      const { body } = await post('/api/system/sop/save', { ...base, code: 'SOP-V', version });
      expect(body.code).toBe(400);
      expect(body.msg).toContain('The version must be a whole number of 1 or more');
    }
  });

  it('limits the content to 5000 characters', async () => {
    expect(
      (await post('/api/system/sop/save', { ...base, code: 'SOP-L', content: 'x'.repeat(5001) })).body.code,
    ).toBe(400);
    expect(
      (await post('/api/system/sop/save', { ...base, code: 'SOP-L', content: 'x'.repeat(5000) })).body.code,
    ).toBe(0);
  });

  it('refuses an attachment that is not in the file store and an unknown applies-to value', async () => {
    expect(
      (await post('/api/system/sop/save', { ...base, code: 'SOP-A', attachmentId: '999999' })).body.msg,
    ).toBe('The attachment does not exist');
    expect(
      (await post('/api/system/sop/save', { ...base, code: 'SOP-A', appliesValue: 'hot' })).body.msg,
    ).toBe('"hot" is not a valid option (item_temperature)');
    expect(
      (await post('/api/system/sop/save', { ...base, code: 'SOP-A', appliesTo: 'region' })).body.code,
    ).toBe(400);
  });

  it('exports the list', async () => {
    const file = await readExport(t, '/api/system/sop/export?code=SOP-FROZEN', admin);
    expect(file.codes).toEqual(['SOP-FROZEN-01']);
  });
});
