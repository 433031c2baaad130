import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Drawer, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  ConfirmAction,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
} from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { listDetails, removeDetails, saveDetail, switchDetails } from '../api';
import type { RouteGroup, RouteGroupDetail } from '../types';
import { DetailFormModal } from './DetailFormModal';
import { ValidTag } from './ValidTag';

type Props = { group: RouteGroup | null; onClose: () => void; onChanged: () => void };

/** The side panel of a group: its details (trips) with their stop sequences. */
export function DetailPanel({ group, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<RouteGroupDetail>();
  const reload = () => {
    actionRef.current?.reload();
    onChanged();
  };

  const columns: ProColumns<RouteGroupDetail>[] = [
    { title: t('baseRoute.detail.batch'), dataIndex: 'deliveryBatch', width: 70 },
    {
      title: t('baseRoute.detail.route'),
      dataIndex: 'standardRouteName',
      width: 160,
      ellipsis: true,
    },
    { title: t('baseRoute.detail.loadTime'), dataIndex: 'loadTime', width: 80 },
    { title: t('baseRoute.detail.departureTime'), dataIndex: 'departureTime', width: 80 },
    { title: t('baseRoute.detail.carrier'), dataIndex: 'carrierName', width: 120, ellipsis: true },
    { title: t('baseRoute.detail.vehicle'), dataIndex: 'plateNumber', width: 100 },
    {
      title: t('baseRoute.detail.drivers'),
      dataIndex: 'mainDriverName',
      width: 120,
      render: (_, row) => [row.mainDriverName, row.secondDriverName].filter(Boolean).join(' / ') || '-',
    },
    {
      title: t('baseRoute.detail.stops'),
      dataIndex: 'stops',
      width: 320,
      render: (_, row) =>
        row.stops.length ? (
          <Space size={[2, 2]} wrap>
            {row.stops.map((s) => (
              <Tooltip
                key={s.sequence}
                title={`${s.stationName ?? ''} ${s.arrivalTime ?? ''}-${s.leaveTime ?? ''}`}
              >
                <Tag>{`${s.sequence}. ${s.stationCode ?? s.stationId}`}</Tag>
              </Tooltip>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('baseRoute.stop.none')}</Typography.Text>
        ),
    },
    {
      title: t('base.routeGroup.field.validFlag'),
      dataIndex: 'validFlag',
      width: 80,
      render: (_, row) => <ValidTag flag={row.validFlag} />,
    },
    optionColumn(t, 170, (row) => (
      <RowActions>
        <EditAction perm="base:routeGroup:edit" onClick={() => form.show(row)} />
        <ConfirmAction
          perm="base:routeGroup:valid"
          title={row.validFlag === 'Y' ? t('baseRoute.confirm.invalid') : t('baseRoute.confirm.valid')}
          onConfirm={() => mutate(() => switchDetails([row.id], row.validFlag !== 'Y'), reload)}
        >
          {row.validFlag === 'Y' ? t('baseRoute.action.invalid') : t('baseRoute.action.valid')}
        </ConfirmAction>
        <DeleteAction
          perm="base:routeGroup:remove"
          onConfirm={() => mutate(() => removeDetails([row.id]), reload)}
        />
      </RowActions>
    )),
  ];

  return (
    <Drawer
      open={!!group}
      onClose={onClose}
      width="min(1280px, 92vw)"
      title={group ? t('baseRoute.detail.heading', { code: group.code, name: group.name }) : ''}
      destroyOnHidden
    >
      {group && (
        <TmsTable<RouteGroupDetail>
          modular="base-route-group-detail"
          rowKey="id"
          actionRef={actionRef}
          columns={columns}
          search={false}
          params={{ routeGroupId: group.id }}
          request={async () => ({ data: await listDetails(group.id), success: true })}
          pagination={false}
          scroll={{ x: 1300 }}
          toolBarRender={() => [
            <AddAction key="add" perm="base:routeGroup:add" onClick={() => form.show(null)} />,
          ]}
        />
      )}
      {group && (
        <DetailFormModal
          {...form.props}
          routeGroupId={group.id}
          onSubmit={(values) => mutate(() => saveDetail(values), reload)}
        />
      )}
    </Drawer>
  );
}
