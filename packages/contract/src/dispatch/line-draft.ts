import { MAX_LINES } from '@tms/domain';
import { z } from 'zod';

/** The most a saved line draft may weigh, as JSON (about 5,000 waybill ids). */
export const LINE_DRAFT_MAX_BYTES = 200 * 1024;

const id = z.string().trim().min(1).max(64);
const time = z.string().max(40).nullish();

/** A stop of a drafted line as the dispatcher left it: its place in the line and the times set. */
export const lineDraftStopSchema = z.object({
  stationId: id,
  stationType: z.string().max(10).nullish(),
  sequence: z.number().int().min(0).max(10_000).nullish(),
  eta: time,
  etd: time,
  isBckWare: z.string().max(1).nullish(),
  backWareEta: time,
  backWareEtd: time,
  pinned: z.boolean().nullish(),
  pinnedBack: z.boolean().nullish(),
});

/** A drafted line: the model, the stops and the waybills in their order (a future shipment). */
export const lineDraftLineSchema = z.object({
  key: z.string().trim().min(1).max(40),
  vehicleMainModelId: id.nullish(),
  stops: z.array(lineDraftStopSchema).max(400),
  waybillIds: z.array(id).max(3000),
});

/** PUT /order/lineAdjust/draft: the screen's lines (and its line query), kept for the caller's center. */
export const lineDraftBody = z.object({
  lines: z.array(lineDraftLineSchema).max(MAX_LINES),
  query: z
    .object({
      vehicleMainModelId: id.nullish(),
      routeDetailId: z.string().max(64).nullish(),
      routeDetailName: z.string().max(200).nullish(),
      transType: z.string().max(10).nullish(),
    })
    .nullish(),
});
export type LineDraftBody = z.input<typeof lineDraftBody>;
export type LineDraftLine = z.infer<typeof lineDraftLineSchema>;

/**
 * GET /order/lineAdjust/draft: the caller's draft of the selected center (null: none). `gone` are the
 * draft's waybills that have left the pool since (submitted by someone else, cancelled, held by another
 * dispatcher), with their codes where the caller may still see them: the lines come back without them.
 */
export const lineDraftSchema = z.object({
  lines: z.array(lineDraftLineSchema),
  query: lineDraftBody.shape.query,
  gone: z.array(z.object({ uuid: z.string(), code: z.string().nullable() })),
  updateTime: z.string(),
});
export type LineDraft = z.infer<typeof lineDraftSchema>;
