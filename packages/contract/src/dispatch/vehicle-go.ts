import { z } from 'zod';

/**
 * Which vehicles can go, as the scheduling dialog reads it: a vehicle of the caller's fleet for the
 * shipments being scheduled (GET /shipment/shipment/vehicleOptions), and one vehicle's answer
 * (POST /shipment/shipment/vehicleNoCheck). `reasons` are why it cannot go, in the request's language.
 */
export const vehicleOptionSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  /** The plate. */
  name: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  vehicleModelId: z.string().nullable(),
  vehicleModelName: z.string().nullable(),
  temperatureLayers: z.array(z.string()),
  ratedLoadKg: z.string().nullable(),
  ratedVolumeM3: z.string().nullable(),
  canGo: z.boolean(),
  reasons: z.array(z.string()),
});
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;

export const vehicleCheckSchema = z.object({
  plateNumber: z.string(),
  /** No live shipment holds it in the shipments' windows. */
  free: z.boolean(),
  /** Its model carries the shipments' goods. */
  fits: z.boolean(),
  canGo: z.boolean(),
  reasons: z.array(z.string()),
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  temperatureLayers: z.array(z.string()),
  ratedLoadKg: z.string().nullable(),
  ratedVolumeM3: z.string().nullable(),
});
export type VehicleCheck = z.infer<typeof vehicleCheckSchema>;
