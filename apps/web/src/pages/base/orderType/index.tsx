import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportOrderTypes, listOrderTypes, removeOrderTypes, saveOrderType } from './api';
import { OrderTypeFormModal } from './components/OrderTypeFormModal';
import type { OrderType } from './types';

/** 订单类型: the kinds of order the order pool and waybills carry. */
export default function OrderTypePage() {
  const { t } = useTranslation();
  const list = useCrudList((row: OrderType) => row.uuid, removeOrderTypes);
  const breeds = dictValueEnum(useDict('order_breed'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

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
      <EditRemoveActions
        perm="base:orderType"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:orderType"
        fetch={listOrderTypes}
        onExport={exportOrderTypes}
        modular="base-order-type"
        rowKey="uuid"
        headerTitle={t('baseOrderType.heading')}
        columns={columns}
        scroll={{ x: 1000 }}
      />
      <OrderTypeFormModal {...list.form.props} onSubmit={list.saveWith(saveOrderType)} />
    </>
  );
}
