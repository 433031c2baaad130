import {
  DOWNLOAD_PAGE,
  DOWNLOAD_PERMISSION,
  REPORT_TASK_DOWNLOAD_PATH,
  REPORT_TASK_PAGE_PATH,
  TASK_LIST_PERMISSION,
} from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, MAX_PAGE_NUM, ok } from '../../../platform/envelope';
import { AppError, CODES } from '../../../platform/errors';
import { timeBound } from '../../../platform/form-fields';
import { t } from '../../../platform/i18n';
import { openTaskFile } from './download-task';
import { userExport } from './export-users';
import { listTasks, TASK_STATUSES } from './list-tasks';

const taskRecord = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(TASK_STATUSES),
  statusDesc: z.string(),
  progress: z.number(),
  rowsWritten: z.number(),
  rowsTotal: z.number().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
  fileUrl: z.string().nullable(),
});
const taskPage = z.object({
  records: z.array(taskRecord),
  total: z.number(),
  current: z.number(),
  size: z.number(),
});

/** Forms send '' for an emptied filter; treat it as absent. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = z.preprocess(blank, z.string().trim().max(64).optional());
const taskId = z.preprocess(blank, z.coerce.number().int().positive('common.getIdError').optional());

const userExportBody = z
  .object({
    userName: optionalText,
    nickName: optionalText,
    phonenumber: optionalText,
    status: z.preprocess(blank, z.enum(['0', '1']).optional()),
    deptId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
    beginTime: timeBound,
    endTime: timeBound,
  })
  .nullish();

/** The download center and the exports that fill it. */
export const reportTaskRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    REPORT_TASK_PAGE_PATH,
    {
      // A poll every 10 s while the drawer is open: neither an operation nor a repeat.
      config: { permission: TASK_LIST_PERMISSION, readOnly: true, log: false, repeatGuard: false },
      schema: {
        tags: ['report-task'],
        summary: "The caller's asynchronous report tasks (download center), newest first",
        description:
          'Answers the platform envelope (code, msg, data) and the fields the download center reads ' +
          '(message, result.records). createUserId in the body is accepted and ignored: only the ' +
          "caller's own tasks are listed.",
        querystring: z.object({
          current: z.coerce.number().int().min(1).max(MAX_PAGE_NUM).default(DOWNLOAD_PAGE.current),
          size: z.coerce.number().int().min(1).max(500).default(DOWNLOAD_PAGE.size),
        }),
        body: z.object({ createUserId: z.union([z.string(), z.number()]).nullish() }).nullish(),
        response: {
          200: z.object({
            code: z.number(),
            msg: z.string(),
            message: z.string(),
            data: taskPage,
            result: taskPage,
          }),
        },
      },
    },
    async (request) => {
      const page = await listTasks(deps.db, callerOf(request), request.lang, request.query);
      const msg = t(request.lang, 'common.success');
      return { code: CODES.ok, msg, message: msg, data: page, result: page };
    },
  );

  app.post(
    REPORT_TASK_DOWNLOAD_PATH,
    {
      config: { permission: DOWNLOAD_PERMISSION, readOnly: true, log: false, repeatGuard: false },
      schema: {
        tags: ['report-task'],
        summary: "Downloads a finished task's file (xlsx); id in the JSON body or the query",
        description:
          "Streams the file with content-disposition filename*=UTF-8''…; a task that is not FINISH, " +
          "a missing file or another user's task answer a JSON envelope with a non-zero code instead.",
        querystring: z.object({ id: taskId }),
        body: z.object({ id: taskId }).nullish(),
      },
    },
    async (request, reply) => {
      const id = request.body?.id ?? request.query.id;
      if (!id) {
        throw new AppError('common.invalidField', {
          code: CODES.badRequest,
          params: { field: 'id', reason: t(request.lang, 'common.required') },
        });
      }
      const file = await openTaskFile(deps, callerOf(request), id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/system/user/export',
    {
      config: {
        permission: userExport.permission,
        readOnly: true,
        log: { title: 'User', businessType: 'EXPORT' },
      },
      schema: {
        tags: ['system-user'],
        summary: 'Exports the users matching the list filters as xlsx, through the download center',
        description:
          'Creates a report task (kind system.user.export) and queues it; the file is fetched from ' +
          'the download center once the task is FINISH.',
        body: userExportBody,
        response: { 200: envelope(z.object({ taskId: z.number() })) },
      },
    },
    async (request) => {
      const asker = { deps, caller: callerOf(request), lang: request.lang };
      const result = await userExport.queue(asker, request.body ?? {});
      return ok(result, t(request.lang, 'report.task.queued'));
    },
  );
};
