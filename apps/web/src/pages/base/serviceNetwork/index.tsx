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
import { exportServiceNetworks, listServiceNetworks, removeServiceNetworks, saveServiceNetwork } from './api';
import { ServiceNetworkFormModal } from './components/ServiceNetworkFormModal';
import type { ServiceNetwork } from './types';

/** 服务网点: hubs, depots and outlets of the selected dispatch center. */
export default function ServiceNetworkPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: ServiceNetwork) => row.uuid, removeServiceNetworks);
  const types = dictValueEnum(useDict('service_network_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<ServiceNetwork>[] = [
    { title: t('baseMore.code'), dataIndex: 'code', width: 130, sorter: true },
    { title: t('baseMore.name'), dataIndex: 'name', width: 200, sorter: true },
    {
      title: t('baseMore.type'),
      dataIndex: 'networkType',
      width: 110,
      sorter: true,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseServiceNetwork.province'), dataIndex: 'province', width: 100 },
    { title: t('baseServiceNetwork.city'), dataIndex: 'city', width: 100, sorter: true },
    { title: t('baseServiceNetwork.area'), dataIndex: 'area', width: 100, search: false },
    { title: t('baseMore.address'), dataIndex: 'address', search: false, ellipsis: true },
    { title: t('baseServiceNetwork.longitude'), dataIndex: 'longitude', width: 110, search: false },
    { title: t('baseServiceNetwork.latitude'), dataIndex: 'latitude', width: 110, search: false },
    { title: t('baseMore.dispatchCenter'), dataIndex: 'dispatchCenterName', width: 140, search: false },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { ...createTimeColumn<ServiceNetwork>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:serviceNetwork"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:serviceNetwork"
        fetch={listServiceNetworks}
        onExport={exportServiceNetworks}
        modular="base-service-network"
        rowKey="uuid"
        headerTitle={t('baseServiceNetwork.heading')}
        columns={columns}
        scroll={{ x: 1600 }}
      />
      <ServiceNetworkFormModal {...list.form.props} onSubmit={list.saveWith(saveServiceNetwork)} />
    </>
  );
}
