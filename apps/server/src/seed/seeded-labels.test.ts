import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { SEED_CONFIGS, SEED_DICTIONARIES } from './dictionaries';
import { SEED_MENUS, type SeedMenu } from './menus';

/** Chinese characters: a label an English reader would see untranslated. */
const CJK = /[\u4e00-\u9fff]/;

describe('labels the seed writes are there in three languages', () => {
  it('every dictionary and every value has a zh-HK and an English label, and the English is English', () => {
    const wrong = SEED_DICTIONARIES.flatMap((d) => [
      ...(d.names[1] && d.names[2] && !CJK.test(d.names[2]) ? [] : [`${d.type}: ${d.names.join(' / ')}`]),
      ...d.entries
        .filter(([, , zhHK, enUS]) => !zhHK || !enUS || CJK.test(enUS))
        .map(([value, ...labels]) => `${d.type}:${value}: ${labels.join(' / ')}`),
    ]);
    expect(wrong).toEqual([]);
  });

  it('every seeded menu and button has three names, the English one in English', () => {
    const wrong: string[] = [];
    const walk = (menus: readonly SeedMenu[]) => {
      for (const m of menus) {
        const [zhCN, zhHK, enUS] = m.names;
        if (!zhCN || !zhHK || !enUS || CJK.test(enUS)) wrong.push(`${m.key}: ${m.names.join(' / ')}`);
        walk(m.children ?? []);
      }
    };
    walk(SEED_MENUS);
    expect(wrong).toEqual([]);
  });
});

describe('seeded records that are labels read in the reader’s language', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the built-in parameters: names and worded remarks in English for an English reader', async () => {
    const { body } = await t.call<{ configKey: string; configName: string; remark: string | null }[]>(
      'GET',
      '/api/system/config/list?pageNum=1&pageSize=100',
      { token: admin, lang: 'en-US' },
    );
    const seeded = body.data.filter((c) => SEED_CONFIGS.some((s) => s.key === c.configKey));
    expect(seeded).toHaveLength(SEED_CONFIGS.length);
    expect(seeded.filter((c) => CJK.test(`${c.configName} ${c.remark ?? ''}`))).toEqual([]);
    expect(seeded.find((c) => c.configKey === 'sys.account.captchaEnabled')?.configName).toBe(
      'Sign-in slide captcha',
    );
  });

  it('the demo alert rules: English names, a scenario from its dictionary; a renamed rule keeps its name', async () => {
    type Rule = { uuid: string; code: string; name: string; type: string; scenario: string | null };
    const list = async (lang: string) =>
      (
        await t.call<Rule[]>('GET', '/api/monitor/alertRule/list?pageNum=1&pageSize=50', {
          token: admin,
          lang,
        })
      ).body.data;
    const rules = await list('en-US');
    expect(rules.length).toBeGreaterThanOrEqual(9);
    expect(rules.filter((r) => CJK.test(r.name)).map((r) => r.name)).toEqual([]);
    const temp = rules.find((r) => r.code === 'AR-TEMP-01');
    expect(temp?.name).toBe('Store delivery temperature');
    const scenarios = (
      await t.call<{ dictValue: string }[]>(
        'GET',
        '/api/system/dict/data/type?dictType=route_shipment_type',
        {
          token: admin,
        },
      )
    ).body.data.map((d) => d.dictValue);
    expect(scenarios).toContain(temp?.scenario);
    expect((await list('zh-HK')).find((r) => r.code === 'AR-TEMP-01')?.name).toBe('門店配送溫度');
    // Renamed by an administrator: their words, in every language.
    const {
      uuid,
      code,
      name: _name,
      ...rest
    } = (
      await t.call<Rule & Record<string, unknown>>('GET', `/api/monitor/alertRule/get/${temp?.uuid}`, {
        token: admin,
        lang: 'zh-CN',
      })
    ).body.data;
    const saved = await t.call('POST', '/api/monitor/alertRule/update', {
      token: admin,
      body: { ...rest, uuid, code, name: '夜间门店温度' },
    });
    expect(saved.body).toMatchObject({ code: 0 });
    expect((await list('en-US')).find((r) => r.code === 'AR-TEMP-01')?.name).toBe('夜间门店温度');
  });
});
