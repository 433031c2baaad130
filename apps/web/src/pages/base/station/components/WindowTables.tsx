import {
  exTimeWindowIssues,
  isCalendarDay,
  loadRuleIssues,
  STATION_TIME_PATTERN,
  timeWindowIssues,
} from '@tms/domain';
import { Form, type FormListFieldData, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../core/dicts';
import type { ExTimeWindow, LoadRule, TimeWindow } from '../types';
import { DayField, TimeField } from './PickerFields';
import { RowsTable } from './RowsTable';

export function useWeekdayOptions() {
  const { t } = useTranslation();
  return [1, 2, 3, 4, 5, 6, 7].map((code) => ({ value: code, label: t(`baseStation.weekday.${code}`) }));
}

const timeRules = (t: TFunction): Rule[] => [
  { required: true, message: t('common.required') },
  { pattern: STATION_TIME_PATTERN, message: t('baseStation.timeHint') },
];
const dayRules = (t: TFunction): Rule[] => [
  { required: true, message: t('common.required') },
  {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !isCalendarDay(value)) throw new Error(t('baseStation.dayHint'));
    },
  },
];

/** One column of an editable list: a labelled form item per row. */
function cellColumn(
  title: string,
  name: string,
  rules: Rule[],
  control: (row: number) => ReactNode,
  width?: number,
) {
  return {
    title,
    width,
    render: (_: unknown, field: FormListFieldData) => (
      <Form.Item name={[field.name, name]} rules={rules} style={{ margin: 0 }}>
        {control(field.name + 1)}
      </Form.Item>
    ),
  };
}

/** Start and end time pickers; `prefix` tells the extra windows' labels from the weekly ones. */
function timeColumns(t: TFunction, prefix = '') {
  return (['startTime', 'endTime'] as const).map((name) =>
    cellColumn(t(`baseStation.${name}`), name, timeRules(t), (row) => (
      <TimeField
        aria-label={`${prefix}${t(`baseStation.${name}`)} ${row}`}
        placeholder={t('baseStation.timePlaceholder')}
      />
    )),
  );
}

/** Delivery time windows: weekday (1-7, Sunday 7) and HH:mm span; a weekday may not repeat. */
export function TimeWindowTable() {
  const { t } = useTranslation();
  const weekdays = useWeekdayOptions();
  return (
    <RowsTable<TimeWindow>
      section="timeWindows"
      check={timeWindowIssues}
      addLabel={t('baseStation.addWindow')}
      newRow={{ startTime: '06:00', endTime: '10:00' }}
      columns={[
        cellColumn(
          t('baseStation.weekday'),
          'weekdayCode',
          [{ required: true, message: t('common.required') }],
          (row) => (
            <Select
              aria-label={`${t('baseStation.weekday')} ${row}`}
              options={weekdays}
              style={{ width: 140 }}
            />
          ),
          160,
        ),
        ...timeColumns(t),
      ]}
    />
  );
}

/** Extra receiving windows: a span of calendar days (optionally one weekday within it) and a time span. */
export function ExTimeWindowTable() {
  const { t } = useTranslation();
  const weekdays = useWeekdayOptions();
  return (
    <RowsTable<ExTimeWindow>
      section="exTimeWindows"
      check={exTimeWindowIssues}
      addLabel={t('baseStation.addExWindow')}
      newRow={{ startTime: '08:00', endTime: '12:00' }}
      columns={[
        cellColumn(
          t('baseStation.weekday'),
          'weekdayCode',
          [],
          (row) => (
            <Select
              allowClear
              aria-label={`${t('baseStation.exWeekday')} ${row}`}
              placeholder={t('baseStation.anyWeekday')}
              options={weekdays}
              style={{ width: 130 }}
            />
          ),
          150,
        ),
        ...(['startDay', 'endDay'] as const).map((name) =>
          cellColumn(t(`baseStation.${name}`), name, dayRules(t), (row) => (
            <DayField
              aria-label={`${t(`baseStation.${name}`)} ${row}`}
              placeholder={t('baseStation.dayPlaceholder')}
            />
          )),
        ),
        ...timeColumns(t, `${t('baseStation.exWindow')} `),
      ]}
    />
  );
}

const RULE_NUMBERS = [
  'loadEfficiency',
  'cargoEfficiency',
  'fixedLoadTime',
  'fixedCargoTime',
  'fixedHandTime',
] as const;

/** Load-efficiency rules: one per property (cases, weight, volume); minutes = hand time + efficiency x total. */
export function LoadRuleTable() {
  const { t } = useTranslation();
  const properties = useDict('station_deliver_property').map((e) => ({
    value: Number(e.dictValue),
    label: e.dictLabel,
  }));
  const optional = (name: string) => name === 'fixedLoadTime' || name === 'fixedCargoTime';
  return (
    <RowsTable<LoadRule>
      section="loadRules"
      check={loadRuleIssues}
      addLabel={t('baseStation.addRule')}
      newRow={{ fixedLoadTime: 0, fixedCargoTime: 0, fixedHandTime: 0 }}
      scrollX={900}
      columns={[
        cellColumn(
          t('baseStation.deliverProperty'),
          'deliverProperty',
          [{ required: true, message: t('common.required') }],
          (row) => (
            <Select
              aria-label={`${t('baseStation.deliverProperty')} ${row}`}
              options={properties}
              style={{ width: 110 }}
            />
          ),
          130,
        ),
        ...RULE_NUMBERS.map((name) =>
          cellColumn(
            t(`baseStation.rule.${name}`),
            name,
            optional(name) ? [] : [{ required: true, message: t('common.required') }],
            (row) => (
              <InputNumber
                aria-label={`${t(`baseStation.rule.${name}`)} ${row}`}
                min={0}
                precision={name.endsWith('Efficiency') ? 4 : 0}
                style={{ width: '100%' }}
              />
            ),
          ),
        ),
      ]}
    />
  );
}
