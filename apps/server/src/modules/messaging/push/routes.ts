import { PUSH_STREAM_MAX_MS, PUSH_STREAM_PATH } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { AppError, CODES } from '../../../platform/errors';
import { openPushStream } from './open-stream';

/** Whether the client asked for an event stream (what a browser's stream reader sends). */
const wantsEventStream = (accept: string | undefined) => /\btext\/event-stream\b/i.test(accept ?? '');

/** The push channel to the browser: one stream per tab. */
export const pushRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    PUSH_STREAM_PATH,
    {
      // A stream lives for minutes, not one answer: the app's 5-minute answer limit would cut it, so
      // the route's own limit is the stream's lifetime (it ends itself first).
      handlerTimeout: PUSH_STREAM_MAX_MS + 60_000,
      schema: {
        tags: ['push'],
        summary: "Server-Sent Events to the signed-in user's tab (one stream per tab)",
        description:
          'Sends Accept: text/event-stream and the bearer token in the Authorization header (the web ' +
          'reads the stream with fetch, so the token never appears in a URL). Each event is named by ' +
          'its type (report.task.progress, report.task.finished) and carries one JSON line; comment ' +
          'lines keep it alive. The stream ends with the session and after 30 minutes; the tab opens ' +
          'a new one. Without Accept: text/event-stream the call answers code 400.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      if (!wantsEventStream(request.headers.accept)) {
        throw new AppError('common.eventStreamOnly', { code: CODES.badRequest });
      }
      const stream = openPushStream(deps, callerOf(request), { onShutdown: () => reply.raw.destroy() });
      // The response closes when the tab goes away (or the stream ended): let go of the subscription.
      reply.raw.on('close', () => stream.destroy());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
