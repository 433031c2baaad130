import { ModalForm, ProFormDependency, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { checkLoadAndDeparture, checkStopSequence, REMARK_MAX } from '@tms/domain';
import { App } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { problemText } from '../../route/problem';
import type { RouteGroupDetail, RouteGroupDetailForm, Stop } from '../types';
import { StopList } from './StopList';
import { TimeInput } from './TimeInput';

type Props = {
  open: boolean;
  record: RouteGroupDetail | null;
  routeGroupId: number;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: RouteGroupDetailForm) => Promise<boolean>;
};

const labelOf = (stop: Stop) => stop.stationCode ?? undefined;

/** The vehicle and drivers: picked among the chosen carrier's, when one is. */
const CREW = [
  {
    name: 'vehicleId',
    label: 'baseRoute.detail.vehicle',
    url: '/system/transmeans/dropBox',
    nameOf: (r: RouteGroupDetail) => r.plateNumber,
  },
  {
    name: 'mainDriverId',
    label: 'baseRoute.detail.mainDriver',
    url: '/system/driver/dropBox',
    nameOf: (r: RouteGroupDetail) => r.mainDriverName,
  },
  {
    name: 'secondDriverId',
    label: 'baseRoute.detail.secondDriver',
    url: '/system/driver/dropBox',
    nameOf: (r: RouteGroupDetail) => r.secondDriverName,
  },
];

/** One recurring trip of a route group: times, crew and vehicle, and the ordered stops. */
export function DetailFormModal({ open, record, routeGroupId, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  // A station twice but not adjacent is allowed once the user says so (the server asks the same).
  const confirmRepeats = (stops: Stop[]) =>
    new Promise<boolean>((resolve) => {
      const { repeated } = checkStopSequence(stops.map((s) => ({ ...s, stationLabel: labelOf(s) })));
      if (repeated.length === 0) {
        resolve(false);
        return;
      }
      const names = repeated.map((id) => labelOf(stops.find((s) => s.stationId === id) as Stop) ?? id);
      modal.confirm({
        title: t('baseRoute.stop.confirmTitle'),
        content: problemText(t, {
          key: 'base.routeGroup.duplicateStations',
          params: { stations: names.join(', ') },
        }),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const timesRule: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      const problem = checkLoadAndDeparture({
        loadTime: getFieldValue('loadTime'),
        departureTime: getFieldValue('departureTime'),
      });
      if (problem) throw new Error(problemText(t, problem));
    },
  });
  const stopsRule = {
    validator: async (_: unknown, stops: Stop[] = []) => {
      const { problem } = checkStopSequence(stops.map((s) => ({ ...s, stationLabel: labelOf(s) })));
      if (problem) throw new Error(problemText(t, problem));
    },
  };
  const known = (label: string | null | undefined) => (option: { label?: unknown; value?: unknown }) =>
    (option.label as string | undefined) ?? label ?? String(option.value ?? '');

  return (
    <ModalForm<RouteGroupDetailForm>
      name="base-route-group-detail-form-modal"
      title={record ? t('baseRoute.detail.edit') : t('baseRoute.detail.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { stops: [] }}
      width={960}
      grid
      onFinish={async (values) => {
        const stops = values.stops ?? [];
        const repeats = checkStopSequence(stops).repeated.length > 0;
        const confirmed = repeats ? await confirmRepeats(stops) : false;
        if (repeats && !confirmed) return false;
        return onSubmit({
          ...values,
          id: record?.id,
          routeGroupId,
          stops: stops.map(({ stationId, arrivalTime, leaveTime }) => ({
            stationId,
            arrivalTime,
            leaveTime,
          })),
          confirmDuplicates: confirmed || undefined,
        });
      }}
    >
      <GridItem name="routeId" label={t('baseRoute.detail.route')} span={12}>
        <RemoteSelect url="/system/route/dropBox" labelRender={known(record?.standardRouteName)} />
      </GridItem>
      <ProFormText
        name="deliveryBatch"
        label={t('baseRoute.detail.batch')}
        colProps={{ span: 4 }}
        rules={[{ max: 30 }]}
      />
      <GridItem name="loadTime" label={t('baseRoute.detail.loadTime')} span={4}>
        <TimeInput />
      </GridItem>
      <GridItem
        name="departureTime"
        label={t('baseRoute.detail.departureTime')}
        span={4}
        dependencies={['loadTime']}
        rules={[timesRule]}
      >
        <TimeInput />
      </GridItem>
      <GridItem name="carrierId" label={t('baseRoute.detail.carrier')} span={8}>
        <RemoteSelect url="/system/carrier/dropBox" labelRender={known(record?.carrierName)} />
      </GridItem>
      <GridItem name="vehicleModelId" label={t('baseRoute.detail.vehicleModel')} span={8}>
        <RemoteSelect
          url="/system/transmeansModel/searchSelect"
          labelRender={known(record?.vehicleModelName)}
        />
      </GridItem>
      <ProFormDependency name={['carrierId']}>
        {({ carrierId }) =>
          CREW.map(({ name, label, url, nameOf }) => (
            <GridItem key={name} name={name} label={t(label)} span={8}>
              <RemoteSelect
                url={url}
                params={carrierId ? { carrierId } : undefined}
                labelRender={known(record && nameOf(record))}
              />
            </GridItem>
          ))
        }
      </ProFormDependency>
      <ProFormTextArea
        name="remark"
        label={t('base.route.field.remark')}
        colProps={{ span: 8 }}
        fieldProps={{ maxLength: REMARK_MAX, rows: 1 }}
      />
      <GridItem name="stops" label={t('baseRoute.detail.stops')} rules={[stopsRule]}>
        <StopList />
      </GridItem>
    </ModalForm>
  );
}
