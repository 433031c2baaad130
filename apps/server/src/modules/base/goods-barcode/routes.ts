import { goodsBarcodeSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { exportGoodsBarcodes, goodsBarcodeList, saveGoodsBarcode } from './goods-barcodes';
import { goodsBarcodeImportTemplate, importGoodsBarcodes } from './import-goods-barcodes';
import { goodsBarcodeBody, goodsBarcodeFilter, goodsBarcodeListQuery } from './schemas';

/** Goods barcodes (商品条码): an item's barcodes per unit, one of them the main barcode. */
export const goodsBarcodeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'goodsBarcode',
    tag: 'base-goods-barcode',
    title: 'Goods barcode',
    summary: {
      list: "Barcodes of the caller's items (paged, sortable; filter barcode, itemId, barcodeType, mainFlag)",
      get: 'One barcode',
      save: 'Create a barcode (a uuid updates)',
      update: 'Change a barcode',
      remove: 'Remove barcodes (soft; ids=uuid,uuid)',
    },
    row: goodsBarcodeSchema,
    listQuery: goodsBarcodeListQuery,
    body: goodsBarcodeBody,
    updateBody: goodsBarcodeBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(goodsBarcodeList, db),
    save: (c, body, isUpdate) => saveGoodsBarcode(db, c.caller, body, isUpdate),
    export: { filter: goodsBarcodeFilter, run: exportGoodsBarcodes },
  });

  const tags = ['base-goods-barcode'];
  const P = 'base:goodsBarcode';
  app.get(
    '/system/goodsBarcode/importTemplate',
    {
      config: { permission: `${P}:import` },
      schema: { tags, summary: 'The goods barcode import template (xlsx, headers in the request language)' },
    },
    async (request, reply) => sendXlsx(reply, await goodsBarcodeImportTemplate(request.lang)),
  );

  app.post(
    '/system/goodsBarcode/import',
    {
      schema: {
        tags,
        summary: 'Import goods barcodes from xls/xlsx (max 5 MB); one bad row and nothing is saved',
        description:
          'multipart/form-data with one file; the item is named by its item code. Every row is validated ' +
          "with the form's rules (check digit, unique barcode, one main barcode per item); on any bad row " +
          'the answer is code 500, msg system.import.badRows and data = [{row, field, message}]; nothing is saved.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
      config: {
        permission: `${P}:import`,
        repeatGuard: false,
        log: { title: 'Goods barcode', businessType: 'IMPORT' },
      },
    },
    async (request) => {
      const count = await importGoodsBarcodes(
        db,
        callerOf(request),
        request.lang,
        await readImportUpload(request),
      );
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
