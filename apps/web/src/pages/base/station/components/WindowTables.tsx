import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  exTimeWindowIssues,
  interpolate,
  isCalendarDay,
  loadRuleIssues,
  STATION_TIME_PATTERN,
  type StationIssue,
  timeWindowIssues,
} from '@tms/domain';
import { Button, Form, Input, InputNumber, Select, Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../app/dicts';
import type { ExTimeWindow, LoadRule, TimeWindow } from '../types';

type Section = 'timeWindows' | 'exTimeWindows' | 'loadRules';

/** The domain rule's message, as the server words it ("Delivery time windows row 3: ..."). */
export function issueText(t: TFunction, section: Section, issue: StationIssue): string {
  return interpolate(t('base.station.rowIssue'), {
    section: t(`base.station.section.${section}`),
    row: issue.index + 1,
    message: interpolate(t(issue.key), issue.params),
  });
}

/** A Form.List validator running one of the domain's rule sets over the rows. */
function listRule<T>(t: TFunction, section: Section, check: (rows: T[]) => StationIssue[]) {
  return {
    validator: async (_: unknown, rows: T[] | undefined) => {
      const issue = check((rows ?? []).filter(Boolean))[0];
      if (issue) throw new Error(issueText(t, section, issue));
    },
  };
}

export function useWeekdayOptions() {
  const { t } = useTranslation();
  return [1, 2, 3, 4, 5, 6, 7].map((code) => ({ value: code, label: t(`baseStation.weekday.${code}`) }));
}

const timeRules = (t: TFunction) => [
  { required: true, message: t('common.required') },
  { pattern: STATION_TIME_PATTERN, message: t('baseStation.timeHint') },
];
const dayRules = (t: TFunction) => [
  { required: true, message: t('common.required') },
  {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !isCalendarDay(value)) throw new Error(t('baseStation.dayHint'));
    },
  },
];

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} onClick={onClick} />;
}

/** Delivery time windows: weekday (1-7, Sunday 7) and HH:mm span; a weekday may not repeat. */
export function TimeWindowTable() {
  const { t } = useTranslation();
  const weekdays = useWeekdayOptions();
  return (
    <Form.List name="timeWindows" rules={[listRule<TimeWindow>(t, 'timeWindows', timeWindowIssues)]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            columns={[
              {
                title: t('baseStation.weekday'),
                width: 160,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'weekdayCode']} noStyle rules={[{ required: true }]}>
                    <Select
                      aria-label={`${t('baseStation.weekday')} ${field.name + 1}`}
                      options={weekdays}
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('baseStation.startTime'),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'startTime']} rules={timeRules(t)} style={{ margin: 0 }}>
                    <Input
                      aria-label={`${t('baseStation.startTime')} ${field.name + 1}`}
                      placeholder={t('baseStation.timePlaceholder')}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('baseStation.endTime'),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'endTime']} rules={timeRules(t)} style={{ margin: 0 }}>
                    <Input
                      aria-label={`${t('baseStation.endTime')} ${field.name + 1}`}
                      placeholder={t('baseStation.timePlaceholder')}
                    />
                  </Form.Item>
                ),
              },
              {
                width: 60,
                render: (_, field) => (
                  <RemoveButton
                    label={`${t('baseStation.removeRow')} ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => add({ startTime: '06:00', endTime: '10:00' })}
          >
            {t('baseStation.addWindow')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

/** Extra receiving windows: a span of days (optionally one weekday within it) and a time span. */
export function ExTimeWindowTable() {
  const { t } = useTranslation();
  const weekdays = useWeekdayOptions();
  return (
    <Form.List name="exTimeWindows" rules={[listRule<ExTimeWindow>(t, 'exTimeWindows', exTimeWindowIssues)]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            columns={[
              {
                title: t('baseStation.weekday'),
                width: 150,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'weekdayCode']} noStyle>
                    <Select
                      allowClear
                      aria-label={`${t('baseStation.exWeekday')} ${field.name + 1}`}
                      placeholder={t('baseStation.anyWeekday')}
                      options={weekdays}
                      style={{ width: 130 }}
                    />
                  </Form.Item>
                ),
              },
              ...(['startDay', 'endDay'] as const).map((name) => ({
                title: t(`baseStation.${name}`),
                render: (_: unknown, field: { name: number }) => (
                  <Form.Item name={[field.name, name]} rules={dayRules(t)} style={{ margin: 0 }}>
                    <Input
                      aria-label={`${t(`baseStation.${name}`)} ${field.name + 1}`}
                      placeholder={t('baseStation.dayPlaceholder')}
                    />
                  </Form.Item>
                ),
              })),
              ...(['startTime', 'endTime'] as const).map((name) => ({
                title: t(`baseStation.${name}`),
                render: (_: unknown, field: { name: number }) => (
                  <Form.Item name={[field.name, name]} rules={timeRules(t)} style={{ margin: 0 }}>
                    <Input
                      aria-label={`${t('baseStation.exWindow')} ${t(`baseStation.${name}`)} ${field.name + 1}`}
                      placeholder={t('baseStation.timePlaceholder')}
                    />
                  </Form.Item>
                ),
              })),
              {
                width: 60,
                render: (_, field) => (
                  <RemoveButton
                    label={`${t('baseStation.removeRow')} ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => add({ startTime: '08:00', endTime: '12:00' })}
          >
            {t('baseStation.addExWindow')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
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
  return (
    <Form.List name="loadRules" rules={[listRule<LoadRule>(t, 'loadRules', loadRuleIssues)]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 900 }}
            columns={[
              {
                title: t('baseStation.deliverProperty'),
                width: 130,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'deliverProperty']} noStyle rules={[{ required: true }]}>
                    <Select
                      aria-label={`${t('baseStation.deliverProperty')} ${field.name + 1}`}
                      options={properties}
                      style={{ width: 110 }}
                    />
                  </Form.Item>
                ),
              },
              ...RULE_NUMBERS.map((name) => ({
                title: t(`baseStation.rule.${name}`),
                render: (_: unknown, field: { name: number }) => (
                  <Form.Item
                    name={[field.name, name]}
                    style={{ margin: 0 }}
                    rules={
                      name.startsWith('fixedLoad') || name.startsWith('fixedCargo')
                        ? []
                        : [{ required: true, message: t('common.required') }]
                    }
                  >
                    <InputNumber
                      aria-label={`${t(`baseStation.rule.${name}`)} ${field.name + 1}`}
                      min={0}
                      precision={name.endsWith('Efficiency') ? 4 : 0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                ),
              })),
              {
                width: 60,
                render: (_, field) => (
                  <RemoveButton
                    label={`${t('baseStation.removeRow')} ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => add({ fixedLoadTime: 0, fixedCargoTime: 0, fixedHandTime: 0 })}
          >
            {t('baseStation.addRule')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
