import type { ProColumns } from '@ant-design/pro-components';
import type { AlertRuleType } from '@tms/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  DeleteAction,
  dateTimeColumn,
  EditAction,
  EnableToggleAction,
  enableToolbarButtons,
  optionColumn,
  RowActions,
  useCrudList,
} from '../../components/crud';
import { dictLabel, useDict } from '../../core/dicts';
import {
  disableAlertRules,
  enableAlertRules,
  getAlertRule,
  listAlertRules,
  removeAlertRules,
  saveAlertRule,
} from './api';
import { AlertRuleFormModal } from './components/AlertRuleFormModal';
import { type RuleField, TYPE_FIELDS } from './rule-fields';
import type { AlertRule } from './types';

/** Fields shown in the form only (too long or too minor for a list column). */
const FORM_ONLY: readonly RuleField[] = ['doorGraceMinutes', 'overTempCounting'];

/**
 * One alert-rule screen (geo fence, speed, stop, temperature, fatigue, door, GPS loss, delay,
 * arrive/leave): the type's rules with their key fields, and the form with the fields the type uses.
 */
export function AlertRulePage({ type }: { type: AlertRuleType }) {
  const { t } = useTranslation();
  const list = useCrudList<AlertRule, string>((row) => row.uuid, removeAlertRules);
  const { mutate, selection, remove, reloadUnchecked: after } = list;
  const stationTypes = useDict('station_type');
  const scenarios = useDict('route_shipment_type');
  const typeName = t(`monitoring.type.${type}`);
  const switchTo = (uuids: string[], enable: boolean) =>
    mutate(() => (enable ? enableAlertRules(uuids) : disableAlertRules(uuids)), after);
  const edit = async (row: AlertRule) => list.form.show(await getAlertRule(row.uuid));
  const switchLabels = {
    prefix: 'monitor:alertRule' as const,
    confirmEnable: t('alertRule.confirmEnable'),
    confirmDisable: t('alertRule.confirmDisable'),
  };

  const fieldColumn = (field: RuleField): ProColumns<AlertRule> => {
    const base = { title: t(`alertRule.${field}`), dataIndex: field, width: 150, search: false as const };
    if (field === 'zones')
      return {
        ...base,
        title: t('alertRule.zones'),
        width: 220,
        render: (_, row) =>
          row.zones.length
            ? row.zones.map((z) => (
                <Tag key={z.way}>
                  {t('alertRule.zone', { way: z.way })} {z.min} ~ {z.max}
                </Tag>
              ))
            : '-',
      };
    if (field === 'stationType')
      return { ...base, render: (_, row) => dictLabel(stationTypes, row.stationType) };
    if (field === 'scenario') return { ...base, render: (_, row) => dictLabel(scenarios, row.scenario) };
    return { ...base, render: (_, row) => row[field] ?? '-' };
  };

  const columns: ProColumns<AlertRule>[] = [
    { title: t('alertRule.code'), dataIndex: 'code', width: 130, sorter: true, fixed: 'left' },
    { title: t('alertRule.name'), dataIndex: 'name', width: 180, sorter: true, ellipsis: true },
    {
      title: t('alertRule.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: {
        enabled: { text: t('alertRule.status.enabled') },
        disabled: { text: t('alertRule.status.disabled') },
      },
      render: (_, row) => (
        <Tag color={row.status === 'enabled' ? 'green' : 'default'}>
          {t(`alertRule.status.${row.status}`)}
        </Tag>
      ),
    },
    ...TYPE_FIELDS[type].filter((field) => !FORM_ONLY.includes(field)).map(fieldColumn),
    {
      title: t('alertRule.dispatchCenter'),
      dataIndex: 'dispatchCenterId',
      width: 150,
      search: false,
      render: (_, row) => row.dispatchCenterName ?? '-',
    },
    { ...dateTimeColumn<AlertRule, 'updateTime'>(t('alertRule.updateTime'), 'updateTime'), sorter: true },
    optionColumn(t, 170, (row) => (
      <RowActions size={0}>
        <EditAction perm="monitor:alertRule:edit" onClick={() => void edit(row)} />
        <EnableToggleAction
          {...switchLabels}
          enabled={row.status === 'enabled'}
          onSwitch={(enable) => switchTo([row.uuid], enable)}
        />
        <DeleteAction perm="monitor:alertRule:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="monitor:alertRule"
        fetch={(params, sort) => listAlertRules(type, params, sort)}
        modular={`monitor-alert-rule-${type}`}
        rowKey="uuid"
        headerTitle={t('alertRule.heading', { type: typeName })}
        columns={columns}
        scroll={{ x: 1200 }}
        tools={enableToolbarButtons(
          {
            ...switchLabels,
            disabled: !selection.keys.length,
            onSwitch: (enable) => switchTo(selection.keys, enable),
          },
          t,
        )}
      />
      <AlertRuleFormModal
        {...list.form.props}
        type={type}
        typeName={typeName}
        onSubmit={list.saveWith(saveAlertRule)}
      />
    </>
  );
}
