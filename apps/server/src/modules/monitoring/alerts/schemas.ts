import { ALERT_LEVELS, ALERT_RULE_TYPES } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { timeBound } from '../../../platform/form-fields';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/** `alertTypes=temp,speed`: the header badges and the list's type tabs; empty means every type. */
export const alertTypeList = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ALERT_RULE_TYPES, 'common.invalidEnum')));

export const alertListQuery = pageQuery.merge(sortQuery).extend({
  alertTypes: alertTypeList,
  dispatchCenterId: optionalText(64),
  carrierId: optionalText(64),
  shipmentId: optionalText(64),
  shipmentCode: optionalText(60),
  level: z.enum(ALERT_LEVELS).optional(),
  dealStatus: yesNo.optional(),
  beginTime: timeBound,
  endTime: timeBound,
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

export const alertCountQuery = z.object({ alertTypes: alertTypeList });
