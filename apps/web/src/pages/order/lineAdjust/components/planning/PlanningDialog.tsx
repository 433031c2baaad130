import { useQuery } from '@tanstack/react-query';
import type { PlanningStatus } from '@tms/contract';
import { MAX_LINES } from '@tms/domain';
import { Alert, Button, Form, Modal, Progress, Space, Typography } from 'antd';
import type dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planningFleet } from '../../api';
import { usePlanningJob } from '../../hooks/usePlanningJob';
import { defaultStart, waybillsToPlan } from '../../state/planned-lines';
import type { ModelOption, PoolRow } from '../../types';
import { countOf, PlanningForm, type PlanningFormValues } from './PlanningForm';
import { PlanningResult } from './PlanningResult';

type Props = {
  open: boolean;
  pool: readonly PoolRow[];
  ticked: readonly string[];
  models: readonly ModelOption[];
  /** Lines the screen has room for. */
  room: number;
  /** Lines already on the screen (the plan's are numbered after them). */
  linesOnScreen: number;
  /** The finished plan; `allowLate` when it was made with late arrival allowed (soft windows). */
  onPlanned: (status: PlanningStatus, choice: { allowLate: boolean }) => void;
  onClose: () => void;
};

/**
 * "Plan automatically": the waybills (ticked or the whole pool), the day and start time, the models and
 * how many of each (the carriers' vehicles that day, editable), the objective and a time limit; progress
 * while the server plans; the lines go onto the screen as ordinary lines, the waybills left out are listed
 * with their reasons.
 */
export function PlanningDialog(props: Props) {
  const { open, pool, ticked, models, room } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanningFormValues>();
  const [counts, setCounts] = useState<Record<string, number | null>>({});
  const [firstNumber, setFirstNumber] = useState(1);
  const planDate = Form.useWatch('planDate', form) as dayjs.Dayjs | undefined;
  const startTime = Form.useWatch('startTime', form) as dayjs.Dayjs | undefined;
  const day = planDate?.format('YYYY-MM-DD');
  const start = startTime?.format('HH:mm');
  const { data: fleet } = useQuery({
    queryKey: ['lineAdjust', 'planningFleet', day, start],
    queryFn: () => planningFleet(day as string, start as string),
    enabled: open && !!day && !!start,
    staleTime: 60_000,
  });
  const { onPlanned } = props;
  const job = usePlanningJob(
    useCallback(
      (status: PlanningStatus, request: { softWindows?: boolean } | null) =>
        onPlanned(status, { allowLate: !!request?.softWindows }),
      [onPlanned],
    ),
  );
  // The defaults are taken when the dialog opens, not while the pool changes under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed on opening only
  const initialValues = useMemo<PlanningFormValues>(
    () => ({
      scope: ticked.length > 0 ? 'ticked' : 'all',
      planDate: defaultStart(pool).day,
      startTime: defaultStart(pool).time,
      maxTripsPerVehicle: 2,
      objective: 'vehicles',
      softWindows: false,
      timeLimitSeconds: 10,
    }),
    [open],
  );
  const chosenModels = models
    .map((m) => ({ vehicleModelId: m.uuid, count: countOf(m.uuid, counts, fleet) }))
    .filter((m) => m.count > 0);

  const plan = async () => {
    const values = await form.validateFields();
    const idList = waybillsToPlan(pool, ticked, values.scope);
    setFirstNumber(props.linesOnScreen + 1);
    await job.start({
      idList,
      planDate: values.planDate.format('YYYY-MM-DD'),
      startTime: values.startTime.format('HH:mm'),
      vehicleModels: chosenModels,
      objective: values.objective,
      ...(values.objective === 'cost'
        ? { costPerVehicle: values.costPerVehicle ?? 0, costPerKm: values.costPerKm ?? 0 }
        : {}),
      softWindows: values.softWindows,
      maxTripsPerVehicle: values.maxTripsPerVehicle,
      maxLines: room,
      timeLimitSeconds: values.timeLimitSeconds,
    });
  };
  const close = () => {
    if (job.running) void job.cancel();
    job.reset();
    setCounts({});
    props.onClose();
  };

  const scope = Form.useWatch('scope', form) as PlanningFormValues['scope'] | undefined;
  const count = waybillsToPlan(pool, ticked, scope ?? 'all').length;
  const status = job.status;
  const finished = status !== null && status.status !== 'RUNNING';
  const problem =
    room === 0
      ? t('lineAdjust.plan.noRoom', { max: MAX_LINES })
      : count === 0
        ? t('lineAdjust.plan.noWaybills')
        : chosenModels.length === 0
          ? t('lineAdjust.plan.noVehicles')
          : null;

  const footer = job.running ? (
    <Button danger onClick={() => void job.cancel()}>
      {t('lineAdjust.plan.stop')}
    </Button>
  ) : finished ? (
    <Space>
      <Button onClick={job.reset}>{t('lineAdjust.plan.again')}</Button>
      <Button type="primary" onClick={close}>
        {t('lineAdjust.plan.close')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={close}>{t('action.cancel')}</Button>
      <Button type="primary" disabled={problem !== null} onClick={() => void plan()}>
        {t('lineAdjust.plan.start')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('lineAdjust.plan.title')}
      width={820}
      maskClosable={false}
      destroyOnHidden
      onCancel={close}
      footer={footer}
    >
      {job.running ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="planning-progress">
          <Typography.Text>{t('lineAdjust.plan.running', { count })}</Typography.Text>
          <Progress percent={status?.progress ?? 0} status="active" />
        </Space>
      ) : finished && status ? (
        <PlanningResult status={status} firstNumber={firstNumber} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
          <PlanningForm
            ticked={ticked.length}
            total={pool.length}
            models={models}
            fleet={fleet}
            counts={counts}
            onCount={(id, value) => setCounts((c) => ({ ...c, [id]: value }))}
          />
          {problem ? (
            <Alert type="warning" showIcon message={problem} />
          ) : (
            <Typography.Text type="secondary">{t('lineAdjust.plan.room', { count: room })}</Typography.Text>
          )}
        </Form>
      )}
    </Modal>
  );
}
