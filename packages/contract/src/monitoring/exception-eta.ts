import { z } from 'zod';

/**
 * ETA exceptions: a stop predicted to arrive later than its planned ETA (or its window) by more than
 * the delay rule allows. One record per stop while open (dealStatus N); handling closes it (Y).
 */

const TEXT_MAX = 800;
/** The remark is measured by the domain (800, 超出长度): up to twice that passes here so its message answers. */
const MEASURED_MAX = TEXT_MAX * 2;
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A row of GET /shipment/exception/eta/list. Times are 'YYYY-MM-DD HH:mm:ss' in the user's zone. */
export const exceptionEtaSchema = z.object({
  id: z.number(),
  shipmentId: z.string(),
  shipmentCode: z.string().nullable(),
  stopId: z.number().nullable(),
  stationId: z.string().nullable(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  carrierId: z.string().nullable(),
  carrierName: z.string().nullable(),
  vehicleIdMainNumberPlates: z.string().nullable(),
  driverName: z.string().nullable(),
  plannedEta: z.string().nullable(),
  windowEnd: z.string().nullable(),
  predictedEta: z.string(),
  lateMinutes: z.number(),
  /** N open for handling, Y handled. */
  dealStatus: z.string(),
  dealReason: z.string().nullable(),
  dealRemark: z.string().nullable(),
  dealBy: z.string().nullable(),
  dealTime: z.string().nullable(),
  createTime: z.string(),
});
export type ExceptionEtaRow = z.infer<typeof exceptionEtaSchema>;

/**
 * POST /shipment/exception/eta/deal: one record (id) or several (ids) handled with one reason and
 * remark (validated by the domain's deal rule).
 */
export const exceptionEtaDealBodySchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID).nullish(),
  ids: z.array(z.coerce.number().int().positive().max(MAX_ID)).max(500).nullish(),
  dealReason: z.string().max(TEXT_MAX).nullish(),
  dealRemark: z.string().max(MEASURED_MAX).nullish(),
});
export type ExceptionEtaDealBody = z.infer<typeof exceptionEtaDealBodySchema>;
