import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A coordinate as a form sends it: within ±limit, at most 6 decimals (numeric(10,6)); empty is none. */
const coordinate = (
  limit: number,
  message: 'base.serviceNetwork.longitudeRange' | 'base.serviceNetwork.latitudeRange',
) =>
  z
    .union([z.number(), z.string().trim().max(20)])
    .nullish()
    .transform((v) => (v === '' || v === undefined || v === null ? null : String(v)))
    .refine(
      (v) => v === null || (/^-?\d{1,3}(\.\d{1,6})?$/.test(v) && new Decimal(v).abs().lte(limit)),
      message,
    );

export const serviceNetworkBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  networkType: z.string().trim().min(1).max(30),
  province: text(30),
  city: text(30),
  area: text(30),
  address: text(200),
  longitude: coordinate(180, 'base.serviceNetwork.longitudeRange'),
  latitude: coordinate(90, 'base.serviceNetwork.latitudeRange'),
  /** Absent: the caller's selected center. */
  dispatchCenterId: z.string().trim().max(64).nullish(),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type ServiceNetworkInput = z.infer<typeof serviceNetworkBody>;

export const serviceNetworkFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  networkType: optionalText(30),
  province: optionalText(30),
  city: optionalText(30),
  dispatchCenterId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export type ServiceNetworkFilter = z.infer<typeof serviceNetworkFilter>;
export const serviceNetworkListQuery = pageQuery.merge(sortQuery).extend(serviceNetworkFilter.shape);
