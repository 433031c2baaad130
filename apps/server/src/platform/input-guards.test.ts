import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { frameworkErrorReply, registerErrorHandling, sqlStateOf } from './http-errors';
import { t } from './i18n';
import { findInputFault, inputGuardsPlugin, MAX_INPUT_DEPTH } from './input-guards';
import { readFormFields } from './uploads';

/** The guards every route gets before validation: NUL, nesting depth, multipart only where it is read. */

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ frameworkErrors: frameworkErrorReply });
  registerErrorHandling(app);
  await app.register(fastifyMultipart, { limits: { files: 1 } });
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (request) => {
    request.lang =
      request.headers.lang === 'en-US' ? 'en-US' : request.headers.lang === 'zh-HK' ? 'zh-HK' : 'zh-CN';
  });
  await app.register(inputGuardsPlugin);
  app.get('/echo/:code', async (request) => ({
    code: 0,
    msg: '',
    data: { params: request.params, query: request.query },
  }));
  app.post('/json', async (request) => ({ code: 0, msg: '', data: request.body }));
  app.post('/form', { schema: { consumes: ['multipart/form-data'] } }, async (request) => ({
    code: 0,
    msg: '',
    data: await readFormFields(request),
  }));
  app.get('/never', { handlerTimeout: 50 }, () => new Promise(() => {}));
  app.get('/db-refusal/:state', async (request) => {
    const state = (request.params as { state: string }).state;
    throw Object.assign(new Error('Failed query: select 1'), { cause: { code: state } });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const multipart = (parts: string[]) => ({
  headers: { 'content-type': 'multipart/form-data; boundary=b', lang: 'en-US' },
  payload: `${parts.map((p) => `--b\r\n${p}\r\n`).join('')}--b--\r\n`,
});

describe('findInputFault', () => {
  it('finds NUL in a nested value or a key, and names the field', () => {
    expect(findInputFault({ a: [{ b: 'x\u0000' }] })).toEqual({ kind: 'nul', field: 'a.0.b' });
    expect(findInputFault({ 'k\u0000': 1 })).toEqual({ kind: 'nul', field: 'k\u0000' });
    expect(findInputFault({ a: ['fine', 1, null, true] })).toBeNull();
  });

  it('refuses nesting past the limit without overflowing the stack on a hostile depth', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputFault(deep)).toEqual({ kind: 'depth' });
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fine = { a: fine };
    expect(findInputFault(fine)).toBeNull();
  });
});

describe('the input guard', () => {
  it('refuses NUL in a path parameter with code 400 naming the field, in every language', async () => {
    for (const lang of ['zh-CN', 'zh-HK', 'en-US'] as const) {
      const response = await app.inject({ method: 'GET', url: '/echo/%00', headers: { lang } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 400,
        msg: t(lang, 'common.invalidField', { field: 'code', reason: t(lang, 'common.nulNotAllowed') }),
        data: null,
      });
    }
    expect(t('en-US', 'common.nulNotAllowed')).toContain('NUL');
  });

  it('refuses NUL in the query and in a JSON body', async () => {
    const query = await app.inject({
      method: 'GET',
      url: '/echo/a?deptName=%00',
      headers: { lang: 'en-US' },
    });
    expect(query.json()).toMatchObject({ code: 400, msg: expect.stringContaining('deptName') });
    const body = await app.inject({ method: 'POST', url: '/json', payload: { list: [{ name: 'a\u0000' }] } });
    expect(body.json()).toMatchObject({ code: 400, msg: expect.stringContaining('list.0.name') });
  });

  it('lets ordinary text, unicode and numbers through', async () => {
    const response = await app.inject({ method: 'GET', url: '/echo/SH%20001?name=%E5%BC%A0%F0%9F%98%80' });
    expect(response.json()).toEqual({
      code: 0,
      msg: '',
      data: { params: { code: 'SH 001' }, query: { name: '张😀' } },
    });
  });

  it('refuses a body nested deeper than the limit', async () => {
    const payload = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json', lang: 'en-US' },
      payload,
    });
    expect(response.json()).toEqual({
      code: 400,
      msg: t('en-US', 'common.tooDeep', { max: MAX_INPUT_DEPTH }),
      data: null,
    });
  });

  it('refuses multipart at once on a route that does not read it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/json',
      ...multipart(['Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello']),
    });
    expect(response.json()).toEqual({
      code: 400,
      msg: t('en-US', 'common.multipartNotAccepted'),
      data: null,
    });
  });

  it('reads the fields of a form, and refuses a file part or a broken form with code 400', async () => {
    const fields = await app.inject({
      method: 'POST',
      url: '/form',
      ...multipart(['Content-Disposition: form-data; name="ids"\r\n\r\na,b']),
    });
    expect(fields.json()).toEqual({ code: 0, msg: '', data: { ids: 'a,b' } });

    const withFile = await app.inject({
      method: 'POST',
      url: '/form',
      ...multipart(['Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello']),
    });
    expect(withFile.statusCode).toBe(200);
    expect(withFile.json().code).toBe(400);

    const nul = await app.inject({
      method: 'POST',
      url: '/form',
      ...multipart(['Content-Disposition: form-data; name="ids"\r\n\r\na\u0000']),
    });
    expect(nul.json()).toMatchObject({ code: 400, msg: expect.stringContaining('ids') });

    const truncated = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="ids"\r\n\r\nab',
    });
    expect(truncated.statusCode).toBe(200);
    expect(truncated.json().code).toBe(400);

    const noBoundary = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.json().code).toBe(400);
  });
});

describe('database refusals of a value', () => {
  it('answer code 400 for data exceptions a request can cause, and stay 500 for real faults', async () => {
    for (const state of ['22P02', '22003', '22008', '22021', '22001']) {
      const response = await app.inject({
        method: 'GET',
        url: `/db-refusal/${state}`,
        headers: { lang: 'en-US' },
      });
      expect(response.statusCode, state).toBe(200);
      expect(response.json()).toEqual({ code: 400, msg: t('en-US', 'common.invalidValue'), data: null });
      expect(response.body).not.toContain('select');
    }
    const fault = await app.inject({ method: 'GET', url: '/db-refusal/22012' });
    expect(fault.statusCode).toBe(500);
    expect(fault.body).not.toContain('select');
  });

  it('read the SQLSTATE of the driver error or of the error Drizzle wraps around it', () => {
    expect(sqlStateOf(Object.assign(new Error('x'), { code: '22P02' }))).toBe('22P02');
    expect(sqlStateOf(new Error('x', { cause: Object.assign(new Error('y'), { code: '22003' }) }))).toBe(
      '22003',
    );
    expect(sqlStateOf(new AppError('common.required'))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
  });
});

describe('answers outside the routes', () => {
  it('keep the envelope for a malformed URL or an overlong path parameter', async () => {
    for (const url of ['/echo/%zz', `/echo/${'x'.repeat(150)}`]) {
      const response = await app.inject({ method: 'GET', url, headers: { lang: 'en-US' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ code: 400, msg: t('en-US', 'common.badUrl'), data: null });
    }
  });

  it('answer a handler that never settles with 503 once its time is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/never', headers: { lang: 'en-US' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 500, msg: t('en-US', 'common.requestTimeout'), data: null });
  });
});
