import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const post = (url: string, body: unknown, lang = 'en-US') =>
  t.call('POST', url, { token: admin, body, lang });
const get = (url: string, lang = 'en-US') => t.call('GET', url, { token: admin, lang });

describe('a message the spec names for a case wins over a generic validation text', () => {
  it('submitting no lines answers waybill.no.line, whether the list is bare, empty or missing', async () => {
    for (const body of [[], {}, { lines: [] }]) {
      const { body: answer } = await post('/api/order/waybill/handmadeSubmit', body);
      expect(answer.msg).toBe('There are no lines; add a line first');
      expect(answer.code).not.toBe(0);
    }
    expect((await post('/api/order/waybill/handmadeSubmit', [], 'zh-CN')).body.msg).toBe(
      '没有线路，请先添加线路',
    );
  });

  it('splitting with an empty or missing waybillList answers the spec’s empty-order message', async () => {
    for (const body of [{ waybillId: 'x', waybillList: [] }, { waybillId: 'x' }]) {
      const { body: answer } = await post('/api/order/waybill/splitWaybill', body);
      expect(answer.msg).toBe('Cannot split an empty order that does not exist');
    }
  });
});

describe('a schema’s own message for a case is the whole answer', () => {
  it('selecting no dispatch orders answers the spec’s message, not a field sentence', async () => {
    const { body } = await post('/api/shipment/shipment/effect', { ids: [] });
    expect(body.msg).toBe('Please select a dispatch order first');
  });
});

describe('generic validation texts fit what they measure', () => {
  it('a list in place of an object is a wrong type, not a missing field', async () => {
    const { body } = await post('/api/order/waybill/splitWaybill', []);
    expect(body).toMatchObject({ code: 400, msg: 'Field body is invalid: Wrong type, expected an object' });
    const zh = await post('/api/order/waybill/splitWaybill', [], 'zh-CN');
    expect(zh.body.msg).toBe('字段 body 无效：类型错误，应为 对象');
  });

  it('numbers are measured by value and integers named as such', async () => {
    expect((await get('/api/system/user/list?pageNum=-1')).body.msg).toBe(
      'Field pageNum is invalid: Must be at least 1',
    );
    expect((await get('/api/system/user/list?pageNum=1.5')).body.msg).toBe(
      'Field pageNum is invalid: Integers only',
    );
    expect((await get('/api/system/user/list?pageNum=abc')).body.msg).toBe(
      'Field pageNum is invalid: Wrong type, expected a number',
    );
  });

  it('lists are measured in items, not characters', async () => {
    const none = await post('/api/order/waybill/handmade', { idList: [] });
    expect(none.body.msg).toBe('Field idList is invalid: At least one item is required');
    const many = await post('/api/order/waybill/handmade', {
      idList: Array.from({ length: 10_001 }, (_, i) => `w${i}`),
    });
    expect(many.body.msg).toBe('Field idList is invalid: At most 10000 items are allowed');
    expect((await post('/api/order/waybill/handmade', { idList: [] }, 'zh-CN')).body.msg).toBe(
      '字段 idList 无效：至少需要一项',
    );
  });
});

describe('the languages written in part', () => {
  it('answer in their own words where written and in English where not', async () => {
    expect((await post('/api/order/waybill/handmade', { idList: [] }, 'pt-BR')).body.msg).toBe(
      'O campo idList é inválido: É necessário pelo menos um item',
    );
    expect((await post('/api/order/waybill/handmadeSubmit', [], 'pt-BR')).body.msg).toBe(
      'There are no lines; add a line first',
    );
    expect((await post('/api/order/waybill/handmade', { idList: [] }, 'en-GB')).body.msg).toBe(
      'Field idList is invalid: At least one item is required',
    );
  });
});
