import { z } from 'zod';

/**
 * GET /public/scan?code=: what anyone holding a delivery note may see of it without signing in. The code
 * is what the note's barcode carries (a waybill or shipment code) or what is typed off it (the custom
 * order number: ref no or order code). Every record is strict, and the only personal fields are masked
 * ones, refused unless they carry the mask's stars: the schema itself cannot carry a name, phone or
 * address in the clear.
 */
export const scanQuerySchema = z.object({ code: z.string().trim().min(1).max(64) });
export type ScanQuery = z.infer<typeof scanQuerySchema>;

/** A masked value: empty, or with the mask's stars in it. */
const masked = z
  .string()
  .refine((value) => value === '' || value.includes('*'), { message: 'must be masked' })
  .nullable();

/** A station-local wall-clock time 'YYYY-MM-DD HH:mm:ss'. */
const wallClock = z.string().nullable();

export const SCAN_KINDS = ['waybill', 'shipment'] as const;
export type ScanResultKind = (typeof SCAN_KINDS)[number];

const statusSchema = z
  .object({
    code: z.string(),
    /** In the caller's language. */
    label: z.string(),
    /** Tag colour: default, processing, warning, success, error. */
    color: z.string(),
  })
  .strict();

export const scanStopSchema = z
  .object({
    sequence: z.number().int(),
    /** P pick-up, D drop, P&D both. */
    type: z.string(),
    stationCode: z.string().nullable(),
    stationName: z.string().nullable(),
    city: z.string().nullable(),
    address: masked,
    eta: wallClock,
    etd: wallClock,
    ata: wallClock,
    atd: wallClock,
  })
  .strict();
export type ScanStop = z.infer<typeof scanStopSchema>;

export const scanComplianceSchema = z
  .object({
    /** Share of the judged in-transit minutes inside the goods' band, 0..1; null when nothing was judged. */
    rate: z.number().min(0).max(1).nullable(),
    judgedMinutes: z.number(),
    inBandMinutes: z.number(),
    hotMinutes: z.number(),
    coldMinutes: z.number(),
    /** The band of each watched compartment, °C (null: open-ended). */
    bands: z.array(
      z.object({ way: z.number().int(), min: z.number().nullable(), max: z.number().nullable() }).strict(),
    ),
  })
  .strict();
export type ScanCompliance = z.infer<typeof scanComplianceSchema>;

export const scanResultSchema = z
  .object({
    kind: z.enum(SCAN_KINDS),
    /** The waybill's or shipment's own code (whatever was scanned). */
    code: z.string(),
    status: statusSchema,
    srcStationName: z.string().nullable(),
    destStationName: z.string().nullable(),
    etd: wallClock,
    eta: wallClock,
    atd: wallClock,
    ata: wallClock,
    /** The shipment carrying it, once scheduled. */
    shipment: z
      .object({
        shipmentCode: z.string(),
        status: statusSchema,
        driverName: masked,
        driverMobile: masked,
        /** When the shipment left and arrived at its last stop (station-local wall clock). */
        atd: wallClock,
        ata: wallClock,
      })
      .strict()
      .nullable(),
    /** The waybills on a scanned shipment (a scanned waybill: just itself). */
    waybills: z.array(z.object({ code: z.string(), status: statusSchema }).strict()),
    stops: z.array(scanStopSchema),
    /** null until the shipment has readings in transit. */
    compliance: scanComplianceSchema.nullable(),
  })
  .strict();
export type ScanResult = z.infer<typeof scanResultSchema>;
