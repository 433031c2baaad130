import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { NumberPreview, NumberRule, NumberRuleForm } from './types';

export const listNumberRules = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<NumberRule>('/system/numberRule/list', params, sort);

export const saveNumberRule = (body: NumberRuleForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/numberRule/update' : '/system/numberRule/save', body);

export const removeNumberRules = (uuids: string[]) => postIds('/system/numberRule/remove', uuids);

/** The list's current filters as an xlsx (or a download-center task when large). */
export const exportNumberRules = (filters: Record<string, unknown>) =>
  exportList('/system/numberRule/export', filters);

/** The number the rule would hand out next; nothing is consumed. */
export const previewNumber = (rule: NumberRule) =>
  get<NumberPreview>('/system/numberRule/preview', { uuid: rule.uuid, refType: rule.refType });
