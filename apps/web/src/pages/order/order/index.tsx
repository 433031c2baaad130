import type { ProColumns } from '@ant-design/pro-components';
import type { ApiPermissionKey } from '@tms/domain';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAction, optionColumn, RowActions, type TableParams, useCrudList } from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { formatDateTime } from '../../../core/datetime';
import { dictLabel, dictValueEnum, useDict } from '../../../core/dicts';
import { actOnOrders, assignOrderRoute, listOrders, saveOrder } from './api';
import { AssignRouteModal } from './components/AssignRouteModal';
import { OrderFormModal } from './components/OrderFormModal';
import { RuleButton } from './components/RuleButton';
import { OrderStatusTag } from './components/StatusTag';
import { useOrderActions } from './components/useOrderActions';
import { editRefusal, type OrderBulkPath, refusalOf } from './order-rules';
import type { Order } from './types';

const PATHS: OrderBulkPath[] = ['review', 'withdraw', 'lock', 'unlock', 'remove'];
const permOf = (path: OrderBulkPath): ApiPermissionKey => `order:order:${path}`;

/** 订单列表: orders of the selected center, their transitions, the form and the carrier route. */
export default function OrderPage() {
  const { t } = useTranslation();
  const list = useCrudList<Order, string>(
    (row) => row.uuid,
    (ids) => actOnOrders('remove', ids),
  );
  const [assigning, setAssigning] = useState<Order | null>(null);
  const actions = useOrderActions(list.reloadUnchecked);
  const statuses = dictValueEnum(useDict('order_status'));
  const yesNoEntries = useDict('sys_yes_no');
  const yesNo = dictValueEnum(yesNoEntries);
  const orderTypes = useDict('order_type');
  const breeds = useDict('order_breed');
  const checked = list.selection.rows;

  const edit = (row: Order) => {
    const refusal = editRefusal(row);
    return (
      <RuleButton
        link
        perm="order:order:edit"
        refusal={refusal ? t(refusal.key) : null}
        onClick={() => list.form.show(row)}
      >
        {t('action.edit')}
      </RuleButton>
    );
  };
  const assign = (row: Order) => {
    const refusal = refusalOf([row], 'assignRoute');
    return (
      <RuleButton
        link
        perm="order:order:assignRoute"
        refusal={refusal ? t(refusal.key) : null}
        onClick={() => setAssigning(row)}
      >
        {t('orderOrder.assignRoute')}
      </RuleButton>
    );
  };

  const columns: ProColumns<Order>[] = [
    {
      title: t('orderOrder.code'),
      dataIndex: 'code',
      width: 170,
      sorter: true,
      fixed: 'left',
      copyable: true,
    },
    {
      title: t('orderOrder.client'),
      dataIndex: 'clientId',
      width: 180,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/client/dropBox" />,
      render: (_, row) => row.clientName ?? '-',
    },
    {
      title: t('orderOrder.status'),
      dataIndex: 'status',
      width: 90,
      sorter: true,
      valueType: 'select',
      valueEnum: statuses,
      render: (_, row) => <OrderStatusTag code={row.status} />,
    },
    {
      title: t('orderOrder.locked'),
      dataIndex: 'locked',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) => (row.locked === 'Y' ? <Tag color="warning">{t('orderOrder.lockedTag')}</Tag> : '-'),
    },
    {
      title: t('orderOrder.manual'),
      dataIndex: 'manual',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) => dictLabel(yesNoEntries, row.manual),
    },
    {
      title: t('orderOrder.orderType'),
      dataIndex: 'orderType',
      width: 110,
      sorter: true,
      search: false,
      render: (_, row) => dictLabel(orderTypes, row.orderType) || '-',
    },
    {
      title: t('orderOrder.orderBreed'),
      dataIndex: 'orderBreed',
      width: 110,
      search: false,
      render: (_, row) => dictLabel(breeds, row.orderBreed) || '-',
    },
    { title: t('orderOrder.carrier'), dataIndex: 'carrierName', width: 180, ellipsis: true, search: false },
    {
      title: t('orderOrder.waybillCount'),
      dataIndex: 'waybillCount',
      width: 90,
      align: 'right',
      search: false,
    },
    { title: t('orderOrder.source'), dataIndex: 'source', width: 80, search: false },
    { title: t('orderOrder.remark'), dataIndex: 'remark', width: 160, ellipsis: true, search: false },
    {
      title: t('orderOrder.createTime'),
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      search: false,
      render: (_, row) => formatDateTime(row.createTime),
    },
    optionColumn<Order>(t, 430, (row) => (
      <RowActions size={0}>
        {edit(row)}
        {PATHS.map((path) => (
          <RuleButton
            key={path}
            link
            danger={path === 'remove'}
            perm={permOf(path)}
            refusal={actions.rowRefusal(row, path)}
            onClick={() => actions.runRow(path, row)}
          >
            {actions.labels[path]}
          </RuleButton>
        ))}
        {assign(row)}
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Order, TableParams>
        modular="order-order"
        rowKey="uuid"
        headerTitle={t('orderOrder.heading')}
        actionRef={list.actionRef}
        columns={columns}
        scroll={{ x: 1900 }}
        rowSelection={list.selection.rowSelection}
        request={(params, sort) => {
          list.selection.clear();
          return listOrders(params, sort);
        }}
        toolBarRender={() => [
          <AddAction key="add" perm="order:order:add" onClick={() => list.form.show(null)} />,
          ...PATHS.map((path) => (
            <RuleButton
              key={path}
              danger={path === 'remove'}
              perm={permOf(path)}
              refusal={actions.bulkRefusal(checked, path)}
              onClick={() => actions.runBulk(path, checked)}
            >
              {actions.labels[path]}
            </RuleButton>
          )),
        ]}
      />
      <OrderFormModal {...list.form.props} onSubmit={list.saveWith(saveOrder)} />
      <AssignRouteModal
        order={assigning}
        onClose={() => setAssigning(null)}
        onSubmit={(values) =>
          list.mutate(
            () => assignOrderRoute(values),
            () => {
              setAssigning(null);
              list.reload();
            },
          )
        }
      />
    </>
  );
}
