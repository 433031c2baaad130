import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { listLive } from './list-live';
import { liveShipmentSchema } from './schemas';

/** The live monitoring board: in-transit shipments with their last reading and alert state. */
export const liveMonitorRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/monitor/live/list',
    {
      config: { permission: 'monitor:live:list' },
      schema: {
        tags: ['monitor-live'],
        summary:
          'In-transit shipments of the session\u2019s dispatch center: last position, speed, temperatures (judged against the bands), door, open (undealt) alerts and the worst one\u2019s level; updated by monitor.position and monitor.alert pushes',
        response: { 200: envelope(z.array(liveShipmentSchema)) },
      },
    },
    async (request) => ok(await listLive(db, callerOf(request))),
  );
};
