import { ALERT_RULE_STATUSES, ALERT_RULE_TYPES } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/** GET /monitor/alertRule/list: each rule screen lists one type. */
export const alertRuleFilter = z.object({
  type: z.enum(ALERT_RULE_TYPES).optional(),
  code: optionalText(60),
  name: optionalText(60),
  status: z.enum(ALERT_RULE_STATUSES).optional(),
  dispatchCenterId: optionalText(64),
});
export type AlertRuleFilter = z.infer<typeof alertRuleFilter>;
export const alertRuleListQuery = pageQuery.merge(sortQuery).extend(alertRuleFilter.shape);
export type AlertRuleListQuery = z.infer<typeof alertRuleListQuery>;
