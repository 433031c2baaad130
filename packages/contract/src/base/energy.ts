import { z } from 'zod';

/**
 * A row of GET /system/energy/list. quantity and amount are exact decimal strings; per100Km is the
 * consumption since the vehicle's previous record of the same energy type (null when there is none).
 */
export const energyRecordSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  vehicleId: z.string(),
  vehicleCode: z.string().nullable(),
  plateNumber: z.string().nullable(),
  recordDate: z.string(),
  energyType: z.string(),
  quantity: z.string(),
  unit: z.string().nullable(),
  amount: z.string().nullable(),
  odometerKm: z.number().int().nullable(),
  previousOdometerKm: z.number().int().nullable(),
  per100Km: z.string().nullable(),
  station: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type EnergyRecord = z.infer<typeof energyRecordSchema>;
