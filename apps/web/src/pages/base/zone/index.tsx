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
import { exportZones, listZones, removeZones, saveZone } from './api';
import { ZoneFormModal } from './components/ZoneFormModal';
import type { Zone } from './types';

/** 区域管理: delivery districts of the selected dispatch center (and shared ones). */
export default function ZonePage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Zone) => row.uuid, removeZones);
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<Zone>[] = [
    { title: t('baseZone.code'), dataIndex: 'code', width: 130, sorter: true },
    { title: t('baseZone.name'), dataIndex: 'name', width: 200, sorter: true },
    {
      title: t('baseZone.dispatchCenter'),
      dataIndex: 'dispatchCenterId',
      width: 160,
      renderFormItem: () => <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" />,
      render: (_, row) => row.dispatchCenterName ?? '-',
    },
    {
      title: t('basePlace.enableFlag'),
      dataIndex: 'enableFlag',
      width: 100,
      valueType: 'select',
      valueEnum: yesNo,
      sorter: true,
    },
    { title: t('basePlace.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<Zone>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <EditRemoveActions
        perm="base:zone"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:zone"
        fetch={listZones}
        onExport={exportZones}
        modular="base-zone"
        rowKey="uuid"
        headerTitle={t('baseZone.heading')}
        columns={columns}
      />
      <ZoneFormModal {...list.form.props} onSubmit={list.saveWith(saveZone)} />
    </>
  );
}
