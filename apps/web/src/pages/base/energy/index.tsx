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
import { exportEnergyRecords, listEnergyRecords, removeEnergyRecords, saveEnergyRecord } from './api';
import { EnergyFormModal } from './components/EnergyFormModal';
import type { EnergyRecord } from './types';

/** 能耗管理: fuel, electricity, LNG and refrigerant per vehicle, with consumption per 100 km. */
export default function EnergyPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: EnergyRecord) => row.uuid, removeEnergyRecords);
  const types = dictValueEnum(useDict('energy_type'));

  const columns: ProColumns<EnergyRecord>[] = [
    { title: t('baseEnergy.code'), dataIndex: 'code', width: 170, sorter: true, search: false },
    {
      title: t('baseEnergy.vehicle'),
      dataIndex: 'vehicleId',
      width: 130,
      render: (_, row) => row.plateNumber ?? row.vehicleCode,
      renderFormItem: () => <RemoteSelect url="/system/transmeans/dropBox" />,
    },
    {
      title: t('baseEnergy.recordDate'),
      dataIndex: 'recordDate',
      width: 120,
      sorter: true,
      valueType: 'dateRange',
      search: { transform: ([beginDate, endDate]: string[]) => ({ beginDate, endDate }) },
      render: (_, row) => row.recordDate,
    },
    {
      title: t('baseEnergy.energyType'),
      dataIndex: 'energyType',
      width: 110,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseEnergy.quantity'), dataIndex: 'quantity', width: 100, search: false, align: 'right' },
    { title: t('baseMore.unit'), dataIndex: 'unit', width: 70, search: false },
    { title: t('baseEnergy.amount'), dataIndex: 'amount', width: 110, search: false, align: 'right' },
    {
      title: t('baseEnergy.odometerKm'),
      dataIndex: 'odometerKm',
      width: 120,
      sorter: true,
      search: false,
      align: 'right',
    },
    { title: t('baseEnergy.per100Km'), dataIndex: 'per100Km', width: 110, search: false, align: 'right' },
    { title: t('baseEnergy.station'), dataIndex: 'station', width: 160, search: false, ellipsis: true },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<EnergyRecord>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:energy"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:energy"
        fetch={listEnergyRecords}
        onExport={exportEnergyRecords}
        modular="base-energy"
        rowKey="uuid"
        headerTitle={t('baseEnergy.heading')}
        columns={columns}
        scroll={{ x: 1700 }}
      />
      <EnergyFormModal {...list.form.props} onSubmit={list.saveWith(saveEnergyRecord)} />
    </>
  );
}
