import {
  currentUserSchema,
  myPermissionsSchema,
  profileSchema,
  userDetailSchema,
  userSchema,
} from '@tms/contract';
import { REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import {
  nullableEmail,
  nullableMobile,
  nullableText,
  optionalId,
  passwordField,
  requiredId,
  timeBound,
} from '../../../platform/form-fields';
import { t } from '../../../platform/i18n';
import { idList, optionalText, statusField } from '../../../platform/query-params';
import { readImportUpload } from '../../../platform/xlsx-import';
import { changeUserStatus } from './change-user-status';
import { createUser } from './create-user';
import { getMyPermissions } from './get-my-permissions';
import { getProfile } from './get-profile';
import { getUser } from './get-user';
import { getUserInfo } from './get-user-info';
import { getUserInfoV2 } from './get-user-info-v2';
import { importUsers } from './import-users';
import { listUsers } from './list-users';
import { removeUsers } from './remove-users';
import { resetUserPassword } from './reset-user-password';
import { selectAllUsers } from './select-all-users';
import { updateMyPassword } from './update-my-password';
import { updateProfile } from './update-profile';
import { updateUser } from './update-user';
import { userImportTemplate } from './user-import-template';

const sexField = z.enum(['0', '1', '2']);
const refList = z.array(z.string().trim().min(1).max(64)).max(2000).default([]);

const userBody = z.object({
  id: optionalId,
  deptId: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  userName: z.string().trim().min(1).max(30).regex(/^\S+$/, 'common.invalidFormat'),
  nickName: z.string().trim().min(1).max(30),
  email: nullableEmail.transform((v) => v ?? null),
  phonenumber: nullableMobile.transform((v) => v ?? null),
  sex: sexField.default('2'),
  status: statusField.default('0'),
  remark: nullableText(REMARK_MAX).transform((v) => v ?? null),
  roleIds: z.array(z.coerce.number().int().positive()).default([]),
  dataGroups: z
    .object({ client: refList, carrier: refList, dispatchCenter: refList, zone: refList, dataGroup: refList })
    .partial()
    .default({}),
  dispatchCenters: z
    .array(
      z.object({
        dispatchCenterId: z.string().trim().min(1).max(64),
        isDefault: z.coerce.number().int().min(0).max(1),
      }),
    )
    .default([]),
});

const listQuery = pageQuery.extend({
  userName: optionalText(30),
  nickName: optionalText(30),
  phonenumber: optionalText(11),
  status: statusField.optional(),
  deptId: z.coerce.number().int().positive().optional(),
  beginTime: timeBound,
  endTime: timeBound,
});

const dateStyleField = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[YMDHhmsAaZ\-/.: ]+$/, 'common.invalidFormat');
const timeZoneField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'common.invalidFormat' },
  );

const tags = ['system-user'];
const log = { title: 'User' };

export const systemUserRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/user/info',
    {
      // Encrypted when sys.api.encryptEnabled is on and the caller sent its key (platform/encryption.ts).
      config: { sensitive: true },
      schema: {
        tags: ['system-user'],
        summary: 'The signed-in user',
        response: { 200: envelope(currentUserSchema) },
      },
    },
    async (request) => ok(getUserInfo(callerOf(request))),
  );

  app.get(
    '/system/user/infoV2',
    {
      config: { sensitive: true },
      schema: {
        tags,
        summary: 'The signed-in user, with department and dispatch centers',
        description:
          'Everything /system/user/info answers, plus deptId, deptName and dispatchCenters: the centers ' +
          'assigned to the user as {uuid, code, name, isDefault} (isDefault 1 marks the default center).',
        response: {
          200: envelope(
            currentUserSchema.extend({
              deptId: z.number().nullable(),
              deptName: z.string().nullable(),
              dispatchCenters: z.array(
                z.object({ uuid: z.string(), code: z.string(), name: z.string(), isDefault: z.number() }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ok(await getUserInfoV2(deps.db, callerOf(request))),
  );

  app.get(
    '/system/user/permissions',
    {
      schema: {
        tags,
        summary: "The caller's roles and permission keys (personal permissions page)",
        response: {
          200: envelope(myPermissionsSchema),
        },
      },
    },
    async (request) => ok(await getMyPermissions(deps.db, callerOf(request), request.lang)),
  );

  app.get(
    '/system/user/list',
    {
      schema: {
        tags,
        summary: 'Users (paged; data scope applied; deptId includes sub-departments)',
        querystring: listQuery,
        response: { 200: pageEnvelope(userSchema) },
      },
      config: { permission: 'system:user:list' },
    },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.query;
      const { rows, total } = await listUsers(deps.db, callerOf(request), filter, { pageNum, pageSize });
      return page(rows, total);
    },
  );

  app.get(
    '/system/user/selectAll',
    {
      schema: {
        tags,
        summary: 'Every enabled user the caller may see (pickers)',
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number(),
                userName: z.string(),
                nickName: z.string(),
                deptId: z.number().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await selectAllUsers(deps.db, callerOf(request))),
  );

  app.get(
    '/system/user/get/:id',
    {
      // The edit form's source: the full phone for a caller who may edit users (in data scope).
      config: {
        permission: 'system:user:query',
        sensitive: true,
        log,
        personalData: { fullFor: ['system:user:edit'] },
      },
      schema: {
        tags,
        summary: 'One user with role ids, data groups and dispatch centers',
        params: z.object({ id: requiredId }),
        response: {
          200: envelope(userDetailSchema),
        },
      },
    },
    async (request) => ok(await getUser(deps.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/system/user/save',
    {
      schema: {
        tags,
        summary: 'Create a user',
        body: userBody.extend({ password: passwordField }),
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      config: { permission: 'system:user:add', log: { ...log, businessType: 'INSERT' } },
    },
    async (request) => ok({ id: await createUser(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/user/update',
    {
      schema: {
        tags,
        summary: 'Update a user (not the super administrator)',
        body: userBody.extend({ id: requiredId }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:user:edit', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await updateUser(deps.db, callerOf(request), request.body.id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/user/remove',
    {
      schema: {
        tags,
        summary: 'Remove users (never user 1, never yourself)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:user:remove', log: { ...log, businessType: 'DELETE' } },
    },
    async (request) => {
      await removeUsers(deps.db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.post(
    '/system/user/status',
    {
      schema: {
        tags,
        summary: 'Enable or disable a user',
        body: z.object({ id: requiredId, status: statusField }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:user:edit', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await changeUserStatus(deps.db, callerOf(request), request.body.id, request.body.status);
      return ok(null);
    },
  );

  app.post(
    '/system/user/resetPwd',
    {
      schema: {
        tags,
        summary: "Set a user's password",
        body: z.object({ id: requiredId, password: passwordField }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:user:resetPwd', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await resetUserPassword(deps.db, callerOf(request), request.body.id, request.body.password);
      return ok(null);
    },
  );

  app.get(
    '/system/user/profile',
    {
      // The profile form's source: the caller's own phone in full.
      config: { sensitive: true, log, personalData: { fullFor: 'self' } },
      schema: {
        tags,
        summary: "The signed-in user's own record",
        response: {
          200: envelope(profileSchema),
        },
      },
    },
    async (request) => ok(await getProfile(deps.db, callerOf(request))),
  );

  app.post(
    '/system/user/profile/update',
    {
      schema: {
        tags,
        summary: 'Change your own names, contacts, date style and time zone',
        body: z.object({
          nickName: z.string().trim().min(1).max(30),
          email: nullableEmail.transform((v) => v ?? null),
          phonenumber: nullableMobile.transform((v) => v ?? null),
          sex: sexField.default('2'),
          dateStyle: dateStyleField,
          timeZone: timeZoneField,
        }),
        response: { 200: emptyEnvelope },
      },
      config: { log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await updateProfile(deps.db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/user/profile/updatePwd',
    {
      schema: {
        tags,
        summary: 'Change your own password',
        body: z.object({ oldPassword: z.string().min(1).max(64), newPassword: passwordField }),
        response: { 200: emptyEnvelope },
      },
      config: { log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await updateMyPassword(deps.db, callerOf(request), request.body.oldPassword, request.body.newPassword);
      return ok(null);
    },
  );

  app.get(
    '/system/user/importTemplate',
    {
      schema: { tags, summary: 'The user import template (xlsx)' },
      config: { permission: 'system:user:import' },
    },
    async (request, reply) => {
      const { fileName, content } = await userImportTemplate(request.lang);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(content);
    },
  );

  app.post(
    '/system/user/importData',
    {
      schema: {
        tags,
        summary: 'Import users from xls/xlsx (max 5 MB); one bad row and nothing is saved',
        description:
          'multipart/form-data with one file. Every row is validated first. On any bad row the answer is ' +
          'code 500, msg system.import.badRows and data = [{row, field, message}] (row is the sheet row, ' +
          'field the column key); nothing is saved. Otherwise all rows are inserted in one transaction.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
      // Two different files may follow each other quickly; the body is not JSON the guard could hash.
      config: {
        permission: 'system:user:import',
        repeatGuard: false,
        log: { ...log, businessType: 'IMPORT' },
      },
    },
    async (request) => {
      const count = await importUsers(
        deps.db,
        callerOf(request),
        request.lang,
        await readImportUpload(request),
      );
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
