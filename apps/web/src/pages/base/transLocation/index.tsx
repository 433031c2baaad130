import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportTransLocations, listTransLocations, removeTransLocations, saveTransLocation } from './api';
import { TransLocationFormModal } from './components/TransLocationFormModal';
import type { TransLocation } from './types';

/** 运输地点: airports, ports, hubs and pickup points a station can be bound to. */
export default function TransLocationPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: TransLocation) => row.uuid, removeTransLocations);
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const types = dictValueEnum(useDict('trans_location_type'));

  const columns: ProColumns<TransLocation>[] = [
    { title: t('baseTransLocation.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('baseTransLocation.name'), dataIndex: 'name', width: 200, sorter: true, ellipsis: true },
    {
      title: t('baseTransLocation.type'),
      dataIndex: 'type',
      width: 130,
      valueType: 'select',
      valueEnum: types,
      sorter: true,
    },
    {
      title: t('baseTransLocation.zone'),
      dataIndex: 'zoneId',
      width: 150,
      renderFormItem: () => <RemoteSelect url="/system/zone/dropBox" />,
      render: (_, row) => row.zoneName ?? '-',
    },
    {
      title: t('baseTransLocation.address'),
      dataIndex: 'address',
      width: 260,
      search: false,
      ellipsis: true,
    },
    {
      title: t('baseZone.dispatchCenter'),
      dataIndex: 'dispatchCenterName',
      width: 140,
      search: false,
      render: (_, row) => row.dispatchCenterName ?? '-',
    },
    {
      title: t('basePlace.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
      sorter: true,
    },
    { title: t('basePlace.remark'), dataIndex: 'remark', width: 140, search: false, ellipsis: true },
    { ...createTimeColumn<TransLocation>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <EditRemoveActions
        perm="base:transLocation"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:transLocation"
        fetch={listTransLocations}
        onExport={exportTransLocations}
        modular="base-trans-location"
        rowKey="uuid"
        headerTitle={t('baseTransLocation.heading')}
        columns={columns}
        scroll={{ x: 1500 }}
      />
      <TransLocationFormModal {...list.form.props} onSubmit={list.saveWith(saveTransLocation)} />
    </>
  );
}
