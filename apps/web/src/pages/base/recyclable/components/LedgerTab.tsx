import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAction, dateTimeColumn, useMutate } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../../components/TmsTable';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { listRecyclableMoves, recordRecyclableMove } from '../api';
import type { RecyclableMove } from '../types';
import { MoveFormModal } from './MoveFormModal';

/** The ledger: every movement out and back, newest first; a new one is recorded from the toolbar. */
export function LedgerTab() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [open, setOpen] = useState(false);
  const directions = dictValueEnum(useDict('recyclable_direction'));

  const columns: ProColumns<RecyclableMove>[] = [
    dateTimeColumn<RecyclableMove, 'moveTime'>(t('baseRecyclable.moveTime'), 'moveTime'),
    {
      title: t('baseRecyclable.recyclable'),
      dataIndex: 'recyclableId',
      width: 200,
      render: (_, row) => row.recyclableName,
      renderFormItem: () => <RemoteSelect url="/system/recyclable/dropBox" />,
    },
    {
      title: t('baseMore.station'),
      dataIndex: 'stationId',
      width: 200,
      render: (_, row) => row.stationName,
      renderFormItem: () => <RemoteSelect url="/system/station/dropBox" />,
    },
    {
      title: t('baseMore.carrier'),
      dataIndex: 'carrierId',
      width: 180,
      render: (_, row) => row.carrierName,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" />,
    },
    {
      title: t('baseRecyclable.direction'),
      dataIndex: 'direction',
      width: 90,
      valueType: 'select',
      valueEnum: directions,
    },
    { title: t('baseRecyclable.quantity'), dataIndex: 'quantity', width: 90, search: false, align: 'right' },
    { title: t('baseRecyclable.shipmentCode'), dataIndex: 'shipmentCode', width: 160, search: false },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
  ];

  return (
    <>
      <TmsTable<RecyclableMove>
        actionRef={actionRef}
        modular="base-recyclable-ledger"
        rowKey="id"
        headerTitle={t('baseRecyclable.tab.ledger')}
        columns={columns}
        request={(params) => listRecyclableMoves(params)}
        scroll={{ x: 1300 }}
        toolBarRender={() => [
          <AddAction
            key="add"
            perm="base:recyclable:add"
            icon={<PlusOutlined />}
            onClick={() => setOpen(true)}
          >
            {t('baseRecyclable.addMove')}
          </AddAction>,
        ]}
      />
      <MoveFormModal
        open={open}
        onOpenChange={setOpen}
        onSubmit={(values) =>
          mutate(
            () => recordRecyclableMove(values),
            () => actionRef.current?.reload(),
          )
        }
      />
    </>
  );
}
