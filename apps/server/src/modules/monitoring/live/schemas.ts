import { z } from 'zod';

export const LIVE_LEVELS = ['none', 'slight', 'moderate', 'serious'] as const;

export const liveShipmentSchema = z.object({
  shipmentId: z.string(),
  shipmentCode: z.string(),
  dispatchCenterId: z.string().nullable(),
  carrierName: z.string().nullable(),
  plate: z.string().nullable(),
  driverName: z.string().nullable(),
  atd: z.string().nullable(),
  /** The last reading's time, epoch milliseconds; null before the first reading. */
  lastTime: z.number().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  speedKmh: z.number().nullable(),
  /** Compartments 1-4 of the last reading. */
  temps: z.array(z.number().nullable()),
  /** Per compartment: in its band (true), out (false), not watched or not read (null). */
  tempsInBand: z.array(z.boolean().nullable()),
  /** Per compartment, the band it is held to (null: not watched), so a pushed reading can be judged too. */
  bands: z.array(z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable()),
  doorOpen: z.boolean().nullable(),
  /** Open alerts: nobody has dealt with them yet, whether or not their condition still lasts. */
  openAlerts: z.number().int(),
  /** The highest level of the open alerts; none when no alert is open. */
  alertLevel: z.enum(LIVE_LEVELS),
});
export type LiveShipment = z.infer<typeof liveShipmentSchema>;
