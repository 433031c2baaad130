import { energyRecordSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { energyList, exportEnergyRecords, saveEnergyRecord } from './energy-records';
import { energyBody, energyFilter, energyListQuery } from './schemas';

/** Energy management (能耗管理): fuel, electricity, LNG and refrigerant records per vehicle. */
export const energyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'energy',
    tag: 'base-energy',
    title: 'Energy record',
    summary: {
      list: "Energy records of the caller's vehicles, newest first, with consumption per 100 km (paged)",
      get: 'One energy record',
      save: 'Create an energy record (a uuid updates); the odometer may not go back',
      update: 'Change an energy record',
      remove: 'Remove energy records (soft; ids=uuid,uuid)',
    },
    row: energyRecordSchema,
    listQuery: energyListQuery,
    body: energyBody,
    updateBody: energyBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(energyList, db),
    save: (c, body, isUpdate) => saveEnergyRecord(db, c.caller, body, isUpdate),
    export: { filter: energyFilter, run: exportEnergyRecords },
  });
};
