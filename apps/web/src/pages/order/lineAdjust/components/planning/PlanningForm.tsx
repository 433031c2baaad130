import type { PlanningFleet } from '@tms/contract';
import { DatePicker, Form, InputNumber, Radio, Space, Switch, Table, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ModelOption } from '../../types';
import { ModelCapacity } from '../ModelCapacity';

export type PlanningFormValues = {
  scope: 'ticked' | 'all';
  planDate: Dayjs;
  startTime: Dayjs;
  maxTripsPerVehicle: number;
  objective: 'vehicles' | 'distance' | 'cost';
  costPerVehicle?: number;
  costPerKm?: number;
  softWindows: boolean;
  timeLimitSeconds: number;
};

type Props = {
  ticked: number;
  total: number;
  models: readonly ModelOption[];
  fleet: PlanningFleet | undefined;
  counts: Record<string, number | null>;
  onCount: (modelId: string, count: number | null) => void;
};

/** The vehicles a model plans with: what the dispatcher typed, else what the carriers have that day. */
export function countOf(modelId: string, counts: Props['counts'], fleet: PlanningFleet | undefined): number {
  const typed = counts[modelId];
  if (typed !== undefined) return typed ?? 0;
  return fleet?.find((f) => f.vehicleModelId === modelId)?.count ?? 0;
}

/** What to plan and with what: waybills, day and start, models and counts, objective, time limit. */
export function PlanningForm({ ticked, total, models, fleet, counts, onCount }: Props) {
  const { t } = useTranslation();
  const objective = Form.useWatch<PlanningFormValues['objective']>('objective');
  const available = (id: string) => fleet?.find((f) => f.vehicleModelId === id)?.count ?? 0;
  return (
    <>
      <Form.Item name="scope" label={t('lineAdjust.plan.waybills')}>
        <Radio.Group>
          <Radio value="ticked" disabled={ticked === 0}>
            {t('lineAdjust.plan.ticked', { count: ticked })}
          </Radio>
          <Radio value="all">{t('lineAdjust.plan.all', { count: total })}</Radio>
        </Radio.Group>
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="planDate" label={t('lineAdjust.plan.planDate')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="startTime" label={t('lineAdjust.plan.startTime')} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
        <Form.Item name="timeLimitSeconds" label={t('lineAdjust.plan.timeLimit')}>
          <InputNumber min={1} max={60} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item label={t('lineAdjust.plan.models')} required>
        <Table
          size="small"
          rowKey="uuid"
          data-testid="planning-models"
          pagination={false}
          scroll={{ y: 200 }}
          dataSource={[...models]}
          columns={[
            {
              title: t('lineAdjust.plan.col.model'),
              render: (_, m) => (
                <div>
                  <div>{`${m.code} ${m.name}`}</div>
                  <ModelCapacity model={m} />
                </div>
              ),
            },
            { title: t('lineAdjust.plan.col.available'), width: 110, render: (_, m) => available(m.uuid) },
            {
              title: t('lineAdjust.plan.col.count'),
              width: 120,
              render: (_, m) => (
                <InputNumber
                  aria-label={`${t('lineAdjust.plan.col.count')} ${m.code}`}
                  min={0}
                  max={500}
                  precision={0}
                  value={countOf(m.uuid, counts, fleet)}
                  onChange={(v) => onCount(m.uuid, v)}
                />
              ),
            },
          ]}
        />
      </Form.Item>
      <Space size="large" wrap align="start">
        <Form.Item
          name="maxTripsPerVehicle"
          label={t('lineAdjust.plan.trips')}
          tooltip={t('lineAdjust.plan.trips.help')}
        >
          <InputNumber min={1} max={4} precision={0} />
        </Form.Item>
        <Form.Item name="objective" label={t('lineAdjust.plan.objective')}>
          <Radio.Group
            options={(['vehicles', 'distance', 'cost'] as const).map((value) => ({
              value,
              label: t(`lineAdjust.plan.objective.${value}`),
            }))}
          />
        </Form.Item>
      </Space>
      {objective === 'cost' && (
        <Space size="large" wrap>
          <Form.Item name="costPerVehicle" label={t('lineAdjust.plan.costPerVehicle')}>
            <InputNumber min={0} max={10_000_000} />
          </Form.Item>
          <Form.Item name="costPerKm" label={t('lineAdjust.plan.costPerKm')}>
            <InputNumber min={0} max={10_000_000} />
          </Form.Item>
        </Space>
      )}
      <Form.Item name="softWindows" valuePropName="checked" label={t('lineAdjust.plan.softWindows')}>
        <Switch />
      </Form.Item>
    </>
  );
}
