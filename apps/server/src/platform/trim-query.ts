import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * GET string parameters arrive trimmed (the spec's request layer trims them; other API clients get the same
 * treatment here), so ' zhang ' and 'zhang' find the same rows.
 */
export const trimQueryPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const query = request.query;
    if (!query || typeof query !== 'object') return;
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (typeof value === 'string') (query as Record<string, unknown>)[key] = value.trim();
    }
  });
});
