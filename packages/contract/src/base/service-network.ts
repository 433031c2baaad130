import { z } from 'zod';

/** A row of GET /system/serviceNetwork/list; coordinates are exact decimal strings. */
export const serviceNetworkSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  networkType: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type ServiceNetwork = z.infer<typeof serviceNetworkSchema>;
