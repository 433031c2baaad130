import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  statusColumn,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import { queryClient } from '../../../core/query-client';
import type { TableParams } from '../reference-shared/table';
import { useStatusEnum } from '../reference-shared/useStatusEnum';
import { getDispatchCenter, listDispatchCenters, removeDispatchCenters, saveDispatchCenter } from './api';
import { DispatchCenterFormModal } from './components/DispatchCenterFormModal';
import type { DispatchCenter } from './types';

/** 调度中心: the centers that scope dispatch data; users are assigned to them on the user screen. */
export default function DispatchCenterPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const statusEnum = useStatusEnum();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<DispatchCenter>();
  const selection = useSelection((row: DispatchCenter) => row.uuid);

  const reload = () => {
    actionRef.current?.reload();
    // The header's center selector shows names and enabled centers.
    void queryClient.invalidateQueries({ queryKey: ['dispatchCenter'] });
  };
  const remove = useRemove(removeDispatchCenters, reload, selection);

  const columns: ProColumns<DispatchCenter>[] = [
    { title: t('ref.dispatchCenter.code'), dataIndex: 'code', width: 100 },
    { title: t('ref.dispatchCenter.name'), dataIndex: 'name', width: 160 },
    { title: t('ref.dispatchCenter.address'), dataIndex: 'address', search: false, ellipsis: true },
    { title: t('ref.dispatchCenter.contact'), dataIndex: 'contact', search: false, width: 110 },
    {
      title: t('ref.dispatchCenter.phone'),
      dataIndex: 'phone',
      search: false,
      width: 140,
      render: (_, row) => (row.phone ? <MaskedText type="phone" value={row.phone} /> : '-'),
    },
    { title: t('ref.dispatchCenter.timeZone'), dataIndex: 'timeZone', search: false, width: 140 },
    statusColumn(t('ref.status'), statusEnum, 90),
    createTimeColumn(t),
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction
          perm="system:dispatchCenter:edit"
          onClick={async () => form.show(await getDispatchCenter(row.uuid))}
        />
        <DeleteAction perm="system:dispatchCenter:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<DispatchCenter, TableParams>
        modular="system-dispatch-center"
        rowKey="uuid"
        headerTitle={t('ref.dispatchCenter.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listDispatchCenters}
        scroll={{ x: 1200 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="system:dispatchCenter:add" onClick={() => form.show(null)} />,
          <BatchDeleteAction
            key="remove"
            perm="system:dispatchCenter:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <DispatchCenterFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveDispatchCenter(values), reload)}
      />
    </>
  );
}
