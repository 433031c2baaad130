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
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportZones, listZones, removeZones, saveZone } from './api';
import { ZoneFormModal } from './components/ZoneFormModal';
import type { Zone } from './types';

/** 区域管理: delivery districts of the selected dispatch center (and shared ones). */
export default function ZonePage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Zone>();
  const selection = useSelection((row: Zone) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeZones, reload, selection);

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
      <RowActions>
        <EditAction perm="base:zone:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:zone:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Zone, TableParams>
        modular="base-zone"
        rowKey="uuid"
        headerTitle={t('baseZone.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listZones(params, sort);
        }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:zone:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:zone:export">
            <Button onClick={() => void exportZones(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction key="remove" perm="base:zone:remove" selection={selection} onRemove={remove} />,
        ]}
      />
      <ZoneFormModal {...form.props} onSubmit={(values) => mutate(() => saveZone(values), reload)} />
    </>
  );
}
