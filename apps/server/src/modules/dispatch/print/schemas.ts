import { z } from 'zod';
import { textList } from '../../../platform/query-params';
import { PRINT_TYPES } from './print-documents';

const figures = z.object({
  quantity: z.string(),
  weight: z.string(),
  volume: z.string(),
  pallets: z.string(),
});
const num = z.union([z.string(), z.number()]).nullable().optional();

export const goodsItemSchema = z.object({
  customNo: z.string().nullable(),
  itemCode: z.string().nullable(),
  itemName: z.string().nullable(),
  itemTemp: z.string().nullable(),
  itemQuantity: num,
  itemWeight: num,
  itemVolume: num,
  itemPallets: num,
  itemUnit: z.string().nullable(),
  remark: z.string().nullable(),
  /** The received quantity of the line's proof of delivery, once recorded. */
  itemReceived: z.string().nullable().optional(),
});

export const goodsNoteSchema = z.object({
  shipmentId: z.string(),
  shipmentCode: z.string(),
  barcode: z.string(),
  sender: z.string(),
  senderAddress: z.string(),
  receiver: z.string(),
  address: z.string(),
  contact: z.string(),
  plateNumber: z.string(),
  driverName: z.string(),
  driverMobile: z.string(),
  etd: z.string().nullable(),
  printTime: z.string(),
  preparer: z.string(),
  waybillIds: z.array(z.string()),
  srcStopList: z.array(
    z.object({
      stationCode: z.string(),
      stationName: z.string(),
      srcWaybillList: z.array(
        z.object({
          waybillCode: z.string(),
          customNo: z.string().nullable(),
          itemBeanList: z.array(goodsItemSchema),
        }),
      ),
    }),
  ),
  wayTotal: z.record(z.string(), figures),
  srcTotal: z.record(z.string(), figures),
  total: figures,
});

const shipmentHead = {
  shipmentId: z.string(),
  shipmentCode: z.string(),
  preparer: z.string(),
  printTime: z.string(),
  dispatchCenter: z.string(),
  receiver: z.string(),
  address: z.string(),
  contact: z.string(),
  transType: z.string(),
  plannedModel: z.string(),
  temperatures: z.string(),
  carrier: z.string(),
  plateNumber: z.string(),
  driverName: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  totals: figures,
};

export const shipmentPrintSchema = z.object({
  ...shipmentHead,
  rows: z.array(
    figures.extend({
      seq: z.number(),
      stationName: z.string(),
      waybillCode: z.string(),
      customNo: z.string().nullable(),
      clientName: z.string().nullable(),
      temperatures: z.string(),
      eta: z.string().nullable(),
    }),
  ),
});

export const crossDockPrintSchema = z.object({
  ...shipmentHead,
  rows: z.array(
    figures.extend({
      seq: z.number(),
      waybillCode: z.string(),
      customNo: z.string().nullable(),
      fromStation: z.string(),
      transferWarehouse: z.string(),
      toStation: z.string(),
      temperatures: z.string(),
    }),
  ),
});

/** GET print data: ids=a,b (shipment uuids). */
export const printQuery = z.object({ ids: textList });

/** POST PDFs: the shipments to print, as a JSON body {ids} or as the query ids=a,b. */
export const pdfBody = z
  .object({ ids: z.array(z.string().trim().min(1).max(64)).min(1).max(500) })
  .optional();

export const printRecordBody = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
  printType: z.enum(PRINT_TYPES),
  pages: z.number().int().min(0).max(100_000).default(0),
});

export const printLogSchema = z.object({
  id: z.number(),
  shipmentId: z.string(),
  printType: z.string(),
  templateCode: z.string().nullable(),
  printMode: z.string(),
  pages: z.number(),
  printCount: z.number(),
  createBy: z.string().nullable(),
  /** Who printed, by nick name. */
  createByName: z.string().nullable(),
  createTime: z.string(),
});
