import {
  ProFormDigit,
  type ProFormInstance,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import {
  ALERT_DELAY_RANGE,
  ALERT_DURATION_RANGE,
  ALERT_FENCE_RANGE,
  ALERT_LEVEL_RANGE,
  ALERT_LEVELS,
  ALERT_SPEED_RANGE,
  ALERT_TEXT_MAX,
  ALERT_ZONE_TEMPERATURE_RANGE,
  type AlertRuleType,
  interpolate,
  OVER_TEMP_COUNTINGS,
  TEMPERATURE_WAYS,
} from '@tms/domain';
import { App, Col, Divider } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, GridItem, RemarkField } from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { listRoleOptions } from '../api';
import {
  formProblems,
  levelUnit,
  newRuleValues,
  type RuleField,
  ruleBody,
  ruleFormValues,
  showsField,
} from '../rule-fields';
import type { AlertRule, AlertRuleBody, AlertRuleFormValues } from '../types';

/** The dictionary the temperature rule's scenario is picked from (the shipment's kind of trip). */
const SCENARIO_DICT = 'route_shipment_type';

type Range = { min: number; max: number };

/** The integer fields of the condition section, with their ranges (the domain's). */
const INTEGER_FIELDS: [RuleField, Range][] = [
  ['overTempMinutesWarehouse', ALERT_DURATION_RANGE],
  ['overTempMinutesRoute', ALERT_DURATION_RANGE],
  ['doorGraceMinutes', ALERT_DURATION_RANGE],
  ['speedLimitKmh', ALERT_SPEED_RANGE],
  ['overspeedMinutes', ALERT_DURATION_RANGE],
  ['parkingMinutes', ALERT_DURATION_RANGE],
  ['fenceDistanceM', ALERT_FENCE_RANGE],
  ['doorOpenMinutes', ALERT_DURATION_RANGE],
  ['fatigueDrivingMinutes', ALERT_DURATION_RANGE],
  ['fatigueRestMinutes', ALERT_DURATION_RANGE],
  ['gpsLossMinutes', ALERT_DURATION_RANGE],
  ['delayMinutes', ALERT_DELAY_RANGE],
];

/** Required by the domain for the type: shown with the asterisk (the check itself is the domain's). */
const REQUIRED: Partial<Record<AlertRuleType, readonly RuleField[]>> = {
  temp: ['stationType', 'scenario', 'overTempMinutesWarehouse', 'overTempMinutesRoute'],
  speed: ['speedLimitKmh'],
  stop: ['parkingMinutes'],
  door: ['doorOpenMinutes'],
  tired: ['fatigueDrivingMinutes'],
  gpsLoss: ['gpsLossMinutes'],
  defer: ['delayMinutes'],
  geo: ['fenceDistanceM'],
};

type Props = FormModalProps<AlertRule, AlertRuleBody> & { type: AlertRuleType; typeName: string };

/**
 * The add/edit form of one rule type: the type's condition fields, the level thresholds, whom to tell
 * and the assessment flag. On save the domain's validateAlertRule runs (as on the server) and each
 * problem is shown on its field.
 */
export function AlertRuleFormModal({ type, typeName, record, onSubmit, ...props }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formRef = useRef<ProFormInstance>(undefined);
  const stationTypes = dictValueEnum(useDict('station_type'));
  const scenarios = dictValueEnum(useDict(SCENARIO_DICT));
  const roles = useQuery({
    queryKey: ['system-role', 'all'],
    queryFn: listRoleOptions,
    enabled: props.open,
    staleTime: 60_000,
  });
  const shows = (field: RuleField) => showsField(type, field);
  const required = (field: RuleField) => REQUIRED[type]?.includes(field) ?? false;
  const unit = t(`alertRule.unit.${levelUnit(type)}`);

  const submit = async (values: AlertRuleFormValues) => {
    const zones = TEMPERATURE_WAYS.map((way, i) => ({
      way,
      min: values.zones?.[i]?.min ?? null,
      max: values.zones?.[i]?.max ?? null,
    }));
    const filled = { ...values, zones };
    const found = formProblems(type, filled);
    if (found.length > 0) {
      const text = (p: (typeof found)[number]['problem']) => interpolate(t(p.key), p.params ?? {});
      // One message per field: the first problem the rule names there is the one to fix.
      const byPath = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const { path, problem } of found) {
        if (path === null) {
          void message.error(t('alertRule.otherProblem', { field: problem.field, message: text(problem) }));
          continue;
        }
        const key = JSON.stringify(path);
        if (!byPath.has(key)) byPath.set(key, { name: path, errors: [text(problem)] });
      }
      const fields = [...byPath.values()];
      formRef.current?.setFields(fields);
      if (fields[0]) formRef.current?.scrollToField(fields[0].name);
      return false;
    }
    return onSubmit(ruleBody(type, filled, record));
  };

  const digit = (field: RuleField, range: Range) => (
    <ProFormDigit
      key={field}
      name={field}
      label={t(`alertRule.${field}`)}
      required={required(field)}
      tooltip={field === 'delayMinutes' ? t('alertRule.delayHint') : undefined}
      min={range.min}
      max={range.max}
      fieldProps={{ precision: 0, style: { width: '100%' } }}
    />
  );

  return (
    <CrudFormModal<AlertRuleFormValues, AlertRuleFormValues>
      {...props}
      record={record ? ruleFormValues(record) : null}
      onSubmit={submit}
      formRef={formRef}
      name={`alert-rule-${type}-form-modal`}
      titles={{ add: t('alertRule.add', { type: typeName }), edit: t('alertRule.edit', { type: typeName }) }}
      defaults={newRuleValues(type)}
      width={860}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('alertRule.code')} required fieldProps={{ maxLength: 60 }} />
      <ProFormText name="name" label={t('alertRule.name')} required fieldProps={{ maxLength: 100 }} />
      <GridItem
        span={12}
        name="dispatchCenterId"
        label={t('alertRule.dispatchCenter')}
        tooltip={t('alertRule.centerHint')}
      >
        <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" style={{ width: '100%' }} />
      </GridItem>

      <Col span={24}>
        <Divider orientation="left" plain>
          {t('alertRule.section.condition')}
        </Divider>
      </Col>
      {shows('zones') &&
        TEMPERATURE_WAYS.flatMap((way, i) => [
          <ProFormDigit
            key={`zone-${way}-min`}
            name={['zones', i, 'min']}
            label={`${t('alertRule.zone', { way })} · ${t('alertRule.zoneMin')}`}
            colProps={{ span: 6 }}
            min={ALERT_ZONE_TEMPERATURE_RANGE.min}
            max={ALERT_ZONE_TEMPERATURE_RANGE.max}
            fieldProps={{ precision: 1, style: { width: '100%' }, addonAfter: t('alertRule.unit.celsius') }}
          />,
          <ProFormDigit
            key={`zone-${way}-max`}
            name={['zones', i, 'max']}
            label={`${t('alertRule.zone', { way })} · ${t('alertRule.zoneMax')}`}
            colProps={{ span: 6 }}
            min={ALERT_ZONE_TEMPERATURE_RANGE.min}
            max={ALERT_ZONE_TEMPERATURE_RANGE.max}
            fieldProps={{ precision: 1, style: { width: '100%' }, addonAfter: t('alertRule.unit.celsius') }}
          />,
        ])}
      {shows('stationType') && (
        <ProFormSelect
          name="stationType"
          label={t('alertRule.stationType')}
          required={required('stationType')}
          valueEnum={stationTypes}
        />
      )}
      {shows('scenario') && (
        <ProFormSelect
          name="scenario"
          label={t('alertRule.scenario')}
          required={required('scenario')}
          valueEnum={scenarios}
        />
      )}
      {INTEGER_FIELDS.filter(([field]) => shows(field) && field !== 'doorGraceMinutes').map(
        ([field, range]) => digit(field, range),
      )}
      {shows('overTempCounting') && (
        <ProFormRadio.Group
          name="overTempCounting"
          label={t('alertRule.overTempCounting')}
          options={OVER_TEMP_COUNTINGS.map((value) => ({
            value,
            label: t(`alertRule.overTempCounting.${value}`),
          }))}
        />
      )}
      {shows('doorGraceMinutes') && digit('doorGraceMinutes', ALERT_DURATION_RANGE)}

      <Col span={24}>
        <Divider orientation="left" plain>
          {t('alertRule.section.levels')}
        </Divider>
      </Col>
      {ALERT_LEVELS.map((level) => (
        <ProFormDigit
          key={level}
          name={['levels', level]}
          label={t(`monitoring.level.${level}`)}
          tooltip={level === 'slight' ? t('alertRule.levelsHint') : undefined}
          colProps={{ span: 8 }}
          min={ALERT_LEVEL_RANGE.min}
          max={ALERT_LEVEL_RANGE.max}
          fieldProps={{ precision: 2, style: { width: '100%' }, addonAfter: unit }}
        />
      ))}

      <Col span={24}>
        <Divider orientation="left" plain>
          {t('alertRule.section.inform')}
        </Divider>
      </Col>
      <ProFormSwitch
        name="informDriver"
        label={t('alertRule.informDriver')}
        colProps={{ span: 6 }}
        fieldProps={{ checkedChildren: t('widget.yes'), unCheckedChildren: t('widget.no') }}
      />
      <ProFormSwitch
        name="inAssessment"
        label={t('alertRule.inAssessment')}
        colProps={{ span: 6 }}
        fieldProps={{ checkedChildren: t('widget.yes'), unCheckedChildren: t('widget.no') }}
      />
      <ProFormSelect
        name="informRoles"
        label={t('alertRule.informRoles')}
        mode="multiple"
        fieldProps={{ loading: roles.isFetching, maxTagCount: 'responsive' }}
        options={(roles.data ?? []).map((role) => ({ value: role.roleKey, label: role.roleName }))}
      />
      <ProFormTextArea
        name="informContent"
        label={t('alertRule.informContent')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: ALERT_TEXT_MAX, showCount: true, rows: 3 }}
      />
      <RemarkField label={t('alertRule.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
