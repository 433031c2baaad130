import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../app/dicts';
import { Access } from '../../../components/Access';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportOrderTypes, listOrderTypes, removeOrderTypes, saveOrderType } from './api';
import { OrderTypeFormModal } from './components/OrderTypeFormModal';
import type { OrderType } from './types';

/** 订单类型: the kinds of order the order pool and waybills carry. */
export default function OrderTypePage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<OrderType>();
  const selection = useSelection((row: OrderType) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const breeds = dictValueEnum(useDict('order_breed'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeOrderTypes, reload, selection);

  const columns: ProColumns<OrderType>[] = [
    { title: t('baseOrderType.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('baseOrderType.name'), dataIndex: 'name', width: 180, sorter: true },
    {
      title: t('baseOrderType.orderBreed'),
      dataIndex: 'orderBreed',
      width: 140,
      sorter: true,
      valueType: 'select',
      valueEnum: breeds,
    },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<OrderType>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction perm="base:orderType:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:orderType:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<OrderType, TableParams>
        modular="base-order-type"
        rowKey="uuid"
        headerTitle={t('baseOrderType.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listOrderTypes(params, sort);
        }}
        scroll={{ x: 1000 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:orderType:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:orderType:export">
            <Button onClick={() => void exportOrderTypes(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:orderType:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <OrderTypeFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveOrderType(values), reload)}
      />
    </>
  );
}
