import { PUSH_STREAM_MAX_MS, PUSH_STREAM_PATH } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { AppError, CODES } from '../../../platform/errors';
import { openPushStream } from './open-stream';

/** Whether the client asked for an event stream (what a browser's stream reader sends). */
const wantsEventStream = (accept: string | undefined) => /\btext\/event-stream\b/i.test(accept ?? '');

/** Where a reconnecting stream resumes: the header a stream reader sends, or the query for clients that cannot. */
const streamQuery = z.object({
  lastEventId: z
    .string()
    .max(40)
    .optional()
    .describe('The last id seen, when the Last-Event-ID header cannot be sent'),
});
const lastEventIdOf = (header: string | string[] | undefined, query: string | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || query?.trim() || null;
};

/** The push channel to the browser: one stream per browser, shared by its tabs. */
export const pushRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    PUSH_STREAM_PATH,
    {
      // A stream lives for minutes, not one answer: the app's 5-minute answer limit would cut it, so
      // the route's own limit is the stream's lifetime (it ends itself first).
      handlerTimeout: PUSH_STREAM_MAX_MS + 60_000,
      schema: {
        tags: ['push'],
        summary: "Server-Sent Events to the signed-in user's browser (one stream per browser)",
        description:
          'Sends Accept: text/event-stream and the bearer token in the Authorization header (the web ' +
          'reads the stream with fetch, so the token never appears in a URL). Each event is named by ' +
          'its type (report.task.progress, report.task.finished, ...), has an id (`<ms>-<n>`, ordered ' +
          'across instances) and carries one JSON line; comment lines keep it alive and may carry an ' +
          'id of their own (where the stream stands). Reopened with the Last-Event-ID header (or ' +
          '?lastEventId=), the stream first replays the messages after that id still kept (the last ' +
          '200 per user, until 5 minutes after the latest), then goes live; when they are no longer ' +
          'kept it sends one push.resync event and the client reads everything again. The stream ' +
          'ends with the session and after 30 minutes; the client opens a new one. Without Accept: ' +
          'text/event-stream the call answers code 400.',
        produces: ['text/event-stream'],
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      if (!wantsEventStream(request.headers.accept)) {
        throw new AppError('common.eventStreamOnly', { code: CODES.badRequest });
      }
      const stream = openPushStream(deps, callerOf(request), {
        lastEventId: lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId),
        onShutdown: () => reply.raw.destroy(),
      });
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
