import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const PRINT_TEMPLATE_TYPES = ['goods', 'goodsMulti', 'shipment', 'crossDock'] as const;

const code = z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode');
const name = z.string().trim().min(1).max(60);
const remark = z.string().max(REMARK_MAX).nullish();
/** The update bodies require the uuid the save bodies may carry. */
export const requiredUuid = { uuid: z.string().trim().min(1).max(64) };

// ---- printers ----------------------------------------------------------------------------------------

export const printerBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code,
  name,
  /** Omitted: the selected center. */
  dispatchCenterId: z.string().trim().max(64).nullish(),
  model: z.string().trim().max(60).nullish(),
  ip: z
    .string()
    .trim()
    .max(15)
    .nullish()
    .refine((v) => !v || IPV4.test(v), 'common.invalidFormat'),
  port: z.coerce.number().int('common.integerOnly').min(1).max(65535).nullish(),
  paperSize: z.string().trim().max(30).nullish(),
  enableFlag: yesNo.default('Y'),
  remark,
});
export type PrinterInput = z.infer<typeof printerBody>;

export const printerFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  dispatchCenterId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export type PrinterFilter = z.infer<typeof printerFilter>;
export const printerListQuery = pageQuery.merge(sortQuery).extend(printerFilter.shape);

// ---- print templates ---------------------------------------------------------------------------------

export const templateBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code,
  name,
  type: z.enum(PRINT_TEMPLATE_TYPES),
  clientId: z.string().trim().max(64).nullish(),
  /** The layout, kept as text; printing draws its forms in code and does not read it. */
  content: z.string().max(200_000).nullish(),
  enableFlag: yesNo.default('Y'),
  remark,
});
export type TemplateInput = z.infer<typeof templateBody>;

export const templateFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  type: z.enum(PRINT_TEMPLATE_TYPES).optional(),
  clientId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export type TemplateFilter = z.infer<typeof templateFilter>;
export const templateListQuery = pageQuery.merge(sortQuery).extend(templateFilter.shape);
