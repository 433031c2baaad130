import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import {
  cancelPlanningJob,
  findPlanningJob,
  type PlanningJob,
  planningJobs,
  stopPlanningJobs,
} from './planning-jobs';
import { jobIdParams, type PlanningStatus, planningBody, planningStatus } from './schemas';
import { startPlanning } from './start-planning';

const tags = ['order-pool'];
const P = 'order:lineAdjust';

/** A job as the caller sees it, its reasons in the caller's language. */
function statusOf(job: PlanningJob, lang: Parameters<typeof t>[0]): PlanningStatus {
  const out: PlanningStatus = { jobId: job.id, status: job.status, progress: job.progress };
  if (job.failure) out.failure = t(lang, 'waybill.planning.failed', { detail: job.failure });
  if (!job.result) return out;
  return {
    ...out,
    lines: job.result.lines,
    totals: job.result.totals,
    ...(job.result.travelSource ? { travelSource: job.result.travelSource } : {}),
    ...(job.result.notices ? { notices: job.result.notices.map((key) => t(lang, key)) } : {}),
    unplanned: job.result.unplanned.map((u) => ({
      waybillId: u.waybillId,
      code: u.code,
      reasonCode: u.reasonCode,
      reason: t(lang, u.key, {
        ...u.params,
        detail: u.detail ? t(lang, u.detail.key, u.detail.params) : undefined,
      }),
    })),
  };
}

/**
 * Automatic line planning (docs/api.md "Order pool and line submission"): start a plan of waybills in the
 * caller's pool, follow it, cancel it. The permission is the submit's: planning proposes what the caller
 * would then submit.
 */
export const planningRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  // Behind several processes (REDIS_URL) a job is polled and cancelled through Redis from any of them.
  const jobs = planningJobs(deps.keys);
  const road = { routing: deps.config.routing, shared: deps.keys.redis };
  // preClose: the shared Redis client is still open then (its own onClose hook runs before this plugin's).
  app.addHook('preClose', async () => stopPlanningJobs(jobs));
  const ownerOf = (request: Parameters<typeof callerOf>[0]) => Number(callerOf(request).userId);
  const mine = async (request: Parameters<typeof callerOf>[0], jobId: string) => {
    const job = await findPlanningJob(jobs, ownerOf(request), jobId);
    if (!job) throw AppError.notFound();
    return job;
  };

  app.post(
    '/order/waybill/planning',
    {
      config: { permission: `${P}:submit`, log: false },
      schema: {
        tags,
        summary:
          'Plan lines automatically from waybills the caller holds in its pool: starts a job (kept 15 minutes ' +
          'after its last change, for the caller only) and answers its id',
        body: planningBody,
        response: { 200: envelope(z.object({ jobId: z.string() })) },
      },
    },
    async (request) => {
      const job = await startPlanning(db, callerOf(request), request.body, jobs, {
        ...road,
        warn: (warning) => request.log.warn({ warning }, 'planning uses estimated drive times'),
      });
      return ok({ jobId: job.id });
    },
  );

  app.get(
    '/order/waybill/planning/:jobId',
    {
      config: { permission: `${P}:submit`, readOnly: true, log: false, repeatGuard: false },
      schema: {
        tags,
        summary:
          'A planning job: status, progress 0-100; when DONE the proposed lines (handmadeSubmit line fields, ' +
          'each passing the submit rules) and every waybill left out with its reason',
        params: jobIdParams,
        response: { 200: envelope(planningStatus) },
      },
    },
    async (request) => ok(statusOf(await mine(request, request.params.jobId), request.lang)),
  );

  app.post(
    '/order/waybill/planning/:jobId/cancel',
    {
      config: { permission: `${P}:submit`, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: 'Stop a running planning job (a finished one stays as it is)',
        params: jobIdParams,
        response: { 200: envelope(planningStatus) },
      },
    },
    async (request) => {
      const job = await cancelPlanningJob(jobs, ownerOf(request), request.params.jobId);
      if (!job) throw AppError.notFound();
      return ok(statusOf(job, request.lang));
    },
  );
};
