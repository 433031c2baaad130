import { epodAuditBodySchema, epodSaveBodySchema, epodSavedSchema, epodShipmentSchema } from '@tms/contract';
import { EPOD_IMAGE_MAX_BYTES } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { readUpload } from '../../../platform/uploads';
import { auditEpod } from './audit-epod';
import { deleteEpodImage } from './delete-epod-image';
import { EPOD_AUDIT, EPOD_EDIT, EPOD_LIST, registerEpodFileReferences } from './file-references';
import { listEpods } from './list-epods';
import { saveEpod } from './save-epod';
import { uploadEpodImage } from './upload-epod-image';

const tags = ['shipment-epod'];
const log = { title: 'Proof of delivery' };
const id = z.string().trim().min(1).max(64);

/**
 * Proof of delivery (回单): a shipment's receipts per stop and waybill, recorded by its driver (carrier
 * staff, their carriers' shipments only) or a dispatcher of its center, and audited by a dispatcher.
 */
export const shipmentEpodRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  registerEpodFileReferences();

  app.get(
    '/shipment/epod/list',
    {
      config: { permission: EPOD_LIST },
      schema: {
        tags,
        summary:
          "A shipment's receipts: its waybills by the stop they are received at, with shipped and received quantities and photos",
        querystring: z.object({ shipmentId: id }),
        response: { 200: envelope(epodShipmentSchema) },
      },
    },
    async (request) => ok(await listEpods(deps.db, callerOf(request), request.query.shipmentId)),
  );

  app.post(
    '/shipment/epod/save',
    {
      config: { permission: EPOD_EDIT, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary:
          "Record a waybill's receipt (received quantities, remark); a quantity other than shipped raises a QUANTITY_MISMATCH exception",
        body: epodSaveBodySchema,
        response: { 200: envelope(epodSavedSchema) },
      },
    },
    async (request) =>
      ok(await saveEpod(deps, callerOf(request), request.body), t(request.lang, 'epod.saved')),
  );

  app.post(
    '/shipment/epod/image/upload',
    {
      // Several photos of one receipt are uploaded within seconds: no repeat guard.
      config: { permission: EPOD_EDIT, repeatGuard: false, log: { ...log, businessType: 'INSERT' } },
      schema: {
        tags,
        summary:
          'Add a photo (multipart field "file"; images only, 20 MB at most, 5 per receipt) to a waybill\'s receipt; refused when its client does not take photos back',
        consumes: ['multipart/form-data'],
        querystring: z.object({ shipmentId: id, waybillId: id }),
        response: { 200: envelope(z.object({ id: z.number(), ossId: z.number() })) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, EPOD_IMAGE_MAX_BYTES);
      const result = await uploadEpodImage(deps, callerOf(request), request.query, {
        originalName: upload?.originalName ?? '',
        contentType: upload?.contentType ?? '',
        data: upload?.data ?? Buffer.alloc(0),
        truncated: upload?.truncated ?? false,
      });
      return ok(result, t(request.lang, 'epod.image.uploaded'));
    },
  );

  app.post(
    '/shipment/epod/image/delete',
    {
      config: { permission: EPOD_EDIT, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary:
          "Delete a receipt's photo (and its stored file); an audited receipt's photos cannot be deleted",
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteEpodImage(deps, callerOf(request), request.query.id);
      return ok(null, t(request.lang, 'epod.image.deleted'));
    },
  );

  app.post(
    '/shipment/epod/audit',
    {
      config: { permission: EPOD_AUDIT, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Audit (approve) a receipt: from then on it is read-only and its photos cannot be deleted',
        body: epodAuditBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await auditEpod(deps.db, callerOf(request), request.body.epodId);
      return ok(null, t(request.lang, 'epod.auditDone'));
    },
  );
};
