import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  statusColumn,
  useCrudList,
  useStatusEnum,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { queryClient } from '../../../core/query-client';
import { getDispatchCenter, listDispatchCenters, removeDispatchCenters, saveDispatchCenter } from './api';
import { DispatchCenterFormModal } from './components/DispatchCenterFormModal';
import type { DispatchCenter } from './types';

/** 调度中心: the centers that scope dispatch data; users are assigned to them on the user screen. */
export default function DispatchCenterPage() {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  const list = useCrudList((row: DispatchCenter) => row.uuid, removeDispatchCenters, {
    // The header's center selector shows names and enabled centers.
    onChange: () => void queryClient.invalidateQueries({ queryKey: ['dispatchCenter'] }),
  });

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
      <EditRemoveActions
        perm="system:dispatchCenter"
        onEdit={async () => list.form.show(await getDispatchCenter(row.uuid))}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="system:dispatchCenter"
        fetch={listDispatchCenters}
        modular="system-dispatch-center"
        rowKey="uuid"
        headerTitle={t('ref.dispatchCenter.heading')}
        columns={columns}
        scroll={{ x: 1200 }}
      />
      <DispatchCenterFormModal {...list.form.props} onSubmit={list.saveWith(saveDispatchCenter)} />
    </>
  );
}
