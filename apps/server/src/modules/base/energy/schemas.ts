import { ENERGY_TYPES, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import { calendarDay, MAX_INT4, optionalText } from '../../../platform/query-params';

/** A decimal as a form sends it (number or numeric string) with at most `scale` decimals, as a string. */
const decimal = (scale: number, message: 'base.energy.quantityInvalid' | 'base.energy.amountInvalid') =>
  z
    .union([z.number(), z.string().trim().max(20)])
    .transform((v) => String(v))
    .refine((v) => new RegExp(`^\\d{1,11}(\\.\\d{1,${scale}})?$`).test(v), message);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const energyBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  vehicleId: z.string().trim().min(1).max(64),
  recordDate: calendarDay(),
  energyType: z.enum(ENERGY_TYPES),
  /** Greater than 0, at most 3 decimals (numeric(14,3)). */
  quantity: decimal(3, 'base.energy.quantityInvalid').refine(
    (v) => /[1-9]/.test(v),
    'base.energy.quantityInvalid',
  ),
  unit: text(20),
  /** Money: 0 or more, at most 2 decimals. */
  amount: decimal(2, 'base.energy.amountInvalid')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  odometerKm: z.coerce
    .number({ message: 'base.energy.odometerInvalid' })
    .int('base.energy.odometerInvalid')
    .min(0, 'base.energy.odometerInvalid')
    .max(MAX_INT4, 'base.energy.odometerInvalid')
    .nullish()
    .transform((v) => v ?? null),
  station: text(60),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type EnergyInput = z.infer<typeof energyBody>;

export const energyFilter = z.object({
  vehicleId: optionalText(64),
  energyType: optionalText(30),
  beginDate: calendarDay().optional(),
  endDate: calendarDay().optional(),
});
export type EnergyFilter = z.infer<typeof energyFilter>;
export const energyListQuery = pageQuery.merge(sortQuery).extend(energyFilter.shape);
