import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trimQueryPlugin } from './trim-query';

describe('trimQueryPlugin', () => {
  it('trims every string query parameter before validation and the handler see it', async () => {
    const app = Fastify();
    await app.register(trimQueryPlugin);
    app.get('/echo', async (request) => request.query);
    const response = await app.inject({ method: 'GET', url: '/echo?name=%20zhang%20&code=%09SH%0A&n=3' });
    expect(response.json()).toEqual({ name: 'zhang', code: 'SH', n: '3' });
    await app.close();
  });
});
