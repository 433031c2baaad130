import type { AlertRuleType } from '@tms/domain';
import type { SortOrder } from 'antd/es/table/interface';
import { fetchSortedPage, postIds, type TableParams } from '../../components/crud';
import { get, post } from '../../core/request';
import type { AlertRule, AlertRuleBody } from './types';

/** One page of one type's rules. */
export const listAlertRules = (type: AlertRuleType, params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<AlertRule>('/monitor/alertRule/list', params, sort, { type });

export const getAlertRule = (uuid: string) =>
  get<AlertRule>(`/monitor/alertRule/get/${encodeURIComponent(uuid)}`);

export const saveAlertRule = (body: AlertRuleBody) =>
  post<{ uuid: string }>(body.uuid ? '/monitor/alertRule/update' : '/monitor/alertRule/save', body);

export const removeAlertRules = (uuids: string[]) => postIds('/monitor/alertRule/remove', uuids);

export const enableAlertRules = (uuids: string[]) => postIds('/monitor/alertRule/enable', uuids);

export const disableAlertRules = (uuids: string[]) => postIds('/monitor/alertRule/disable', uuids);

/** Roles that can be told of a new alert (value: the role key). */
export type RoleOption = { id: number | string; roleName: string; roleKey: string; status?: string };

export const listRoleOptions = () => get<RoleOption[]>('/system/role/all');
