import { IMAGE_MAX_BYTES, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { idList } from '../../../platform/query-params';
import { readUpload } from '../../../platform/uploads';
import {
  ANNEX_EDIT_PERMISSION,
  registerAnnexFileReferences,
  SHIPMENT_VIEW_PERMISSIONS,
} from './file-references';
import { listAnnexes } from './list-annexes';
import { removeAnnexes } from './remove-annexes';
import { uploadAnnex } from './upload-annex';

const tags = ['shipment-annex'];
const log = { title: 'Shipment annex' };
const shipmentId = z.string().trim().min(1).max(64);

const annexSchema = z.object({
  id: z.number(),
  shipmentId: z.string(),
  ossId: z.number(),
  originalName: z.string(),
  fileSize: z.number(),
  fileSuffix: z.string().nullable(),
  contentType: z.string().nullable(),
  url: z.string().nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

/** Shipment annexes: GET /shipment/annex/list, upload and remove. */
export const shipmentAnnexRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  registerAnnexFileReferences();

  app.get(
    '/shipment/annex/list',
    {
      config: { anyPermission: SHIPMENT_VIEW_PERMISSIONS },
      schema: {
        tags,
        summary: "A shipment's annexes (files), in upload order; the file is read at url",
        querystring: z.object({ shipmentId }),
        response: { 200: envelope(z.array(annexSchema)) },
      },
    },
    async (request) => ok(await listAnnexes(deps.db, callerOf(request), request.query.shipmentId)),
  );

  app.post(
    '/shipment/annex/upload',
    {
      // Two different files may be attached to the same shipment within seconds: no repeat guard.
      config: {
        permission: ANNEX_EDIT_PERMISSION,
        repeatGuard: false,
        log: { ...log, businessType: 'INSERT' },
      },
      schema: {
        tags,
        summary:
          'Attach one file (multipart field "file"; allow-listed document and image types, 20 MB at most) to a shipment',
        consumes: ['multipart/form-data'],
        querystring: z.object({ shipmentId, remark: z.string().trim().max(REMARK_MAX).optional() }),
        response: { 200: envelope(z.object({ id: z.number(), ossId: z.number() })) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMAGE_MAX_BYTES);
      const result = await uploadAnnex(
        deps,
        callerOf(request),
        request.query.shipmentId,
        {
          originalName: upload?.originalName ?? '',
          contentType: upload?.contentType ?? '',
          data: upload?.data ?? Buffer.alloc(0),
          truncated: upload?.truncated ?? false,
        },
        request.query.remark,
      );
      return ok(result, t(request.lang, 'shipment.annex.uploaded'));
    },
  );

  app.post(
    '/shipment/annex/remove',
    {
      config: { permission: ANNEX_EDIT_PERMISSION, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove annexes (and their stored files); all must be of shipments the caller may see',
        querystring: z.object({ ids: idList }),
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const count = await removeAnnexes(deps, callerOf(request), request.query.ids);
      return ok({ count }, t(request.lang, 'shipment.annex.removed', { count }));
    },
  );
};
