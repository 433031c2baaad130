import { ossConfigBody, ossConfigSchema, ossFileSchema } from '@tms/contract';
import { IMAGE_MAX_BYTES } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, optionalText } from '../../../platform/query-params';
import { readUpload } from '../../../platform/uploads';
import { downloadFile } from './download-file';
import { assertMayUpload, UPLOAD_KEYS } from './file-access';
import { listOssFiles } from './list-oss-files';
import { listOssConfigs, removeOssConfigs, saveOssConfig } from './oss-config';
import { removeFiles } from './remove-files';
import { uploadFile } from './upload-file';

const tags = ['system-oss'];
const log = { title: 'File storage' };

export const systemOssRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/oss/list',
    {
      config: { permission: 'system:oss:list' },
      schema: {
        tags,
        summary: 'Stored files (paged, newest first)',
        querystring: pageQuery.extend({
          originalName: optionalText(200),
          fileSuffix: optionalText(10),
          service: optionalText(30),
          createBy: optionalText(64),
        }),
        response: { 200: pageEnvelope(ossFileSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listOssFiles(deps.db, request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/system/oss/upload',
    {
      // Two different files may go to the same URL within seconds: no repeat guard.
      config: { anyPermission: UPLOAD_KEYS, repeatGuard: false, log: { ...log, businessType: 'INSERT' } },
      schema: {
        tags,
        summary:
          'Upload one file (multipart field "file"); category=image accepts images only; 20 MB at most. ' +
          'The file manager uploads any file; screens with picture fields (drivers, vehicles) upload images.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ category: z.enum(['image', 'file']).default('file') }),
        response: { 200: envelope(ossFileSchema) },
      },
    },
    async (request) => {
      assertMayUpload(callerOf(request), request.query.category);
      const upload = await readUpload(request, IMAGE_MAX_BYTES);
      return ok(
        await uploadFile(deps, callerOf(request), {
          originalName: upload?.originalName ?? '',
          contentType: upload?.contentType ?? '',
          data: upload?.data ?? Buffer.alloc(0),
          truncated: upload?.truncated ?? false,
          category: request.query.category,
        }),
      );
    },
  );

  app.get(
    '/system/oss/download/:id',
    {
      schema: {
        tags,
        summary:
          'The file itself (inline=1 for previews): for the file manager, the uploader, and whoever sees a record that shows it',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const file = await downloadFile(deps, callerOf(request), request.params.id);
      const disposition = request.query.inline === '1' ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(file.body);
    },
  );

  app.post(
    '/system/oss/remove',
    {
      config: { permission: 'system:oss:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove files (record and stored object)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeFiles(deps, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/oss/config',
    {
      config: { permission: 'system:oss:list' },
      schema: {
        tags,
        summary:
          'Storage configurations (secrets masked); status 0 is the one in use; implemented: files can be stored with it',
        response: { 200: envelope(z.array(ossConfigSchema)) },
      },
    },
    async () => ok(await listOssConfigs(deps.db)),
  );

  app.post(
    '/system/oss/saveConfig',
    {
      config: {
        permission: 'system:oss:edit',
        log: { title: 'Storage configuration', businessType: 'UPDATE' },
      },
      schema: {
        tags,
        summary: 'Create or change a storage configuration; status 0 puts it in use',
        body: ossConfigBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok({ id: await saveOssConfig(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/oss/save',
    {
      config: {
        permission: 'system:oss:add',
        log: { title: 'Storage configuration', businessType: 'INSERT' },
      },
      schema: {
        tags,
        summary:
          'Create a storage configuration (local, or S3-compatible: endpoint, bucket, prefix, keys, region, ' +
          'https); status 0 puts it in use, which needs a complete S3 configuration',
        body: ossConfigBody.omit({ id: true }),
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok({ id: await saveOssConfig(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/oss/update',
    {
      config: {
        permission: 'system:oss:edit',
        log: { title: 'Storage configuration', businessType: 'UPDATE' },
      },
      schema: {
        tags,
        summary: 'Change a storage configuration by id; a masked or empty secret keeps the stored one',
        body: ossConfigBody.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok({ id: await saveOssConfig(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/oss/removeConfig',
    {
      config: {
        permission: 'system:oss:remove',
        log: { title: 'Storage configuration', businessType: 'DELETE' },
      },
      schema: {
        tags,
        summary: 'Remove storage configurations (not the one in use, not local)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeOssConfigs(deps.db, request.query.ids);
      return ok(null);
    },
  );
};
