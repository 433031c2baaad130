import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/Access';
import {
  AddAction,
  BatchDeleteAction,
  ConfirmAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  LinkAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import {
  blacklistIn,
  blacklistOut,
  exportCarriers,
  listCarriers,
  removeCarriers,
  reviewCarriers,
  saveCarrier,
} from './api';
import { BlacklistModal } from './components/BlacklistModal';
import { CarrierFormModal } from './components/CarrierFormModal';
import { ReviewModal } from './shared/ReviewModal';
import { useReviewEnum } from './shared/review';
import type { Carrier } from './types';

/** 承运商: carriers with review (pending/approved/rejected) and the blacklist. */
export default function CarrierPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Carrier>();
  const selection = useSelection((row: Carrier) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [blacklisting, setBlacklisting] = useState<Carrier[] | null>(null);
  const [reviewing, setReviewing] = useState<Carrier[] | null>(null);
  const reviewEnum = useReviewEnum();
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeCarriers, reload, selection);
  const yesNo = {
    Y: { text: t('fleet.yes'), status: 'Error' },
    N: { text: t('fleet.no'), status: 'Default' },
  };

  const columns: ProColumns<Carrier>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 100, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.name'), dataIndex: 'name', width: 220, sorter: true, ellipsis: true },
    { title: t('fleet.carrier.shortName'), dataIndex: 'shortName', width: 110, search: false },
    { title: t('base.fleet.col.creditCode'), dataIndex: 'creditCode', width: 190, search: false },
    { title: t('base.fleet.col.contact'), dataIndex: 'contact', width: 90, search: false },
    {
      title: t('base.fleet.col.mobile'),
      dataIndex: 'mobile',
      width: 150,
      search: false,
      render: (_, row) => <MaskedText type="phone" value={row.mobile} revealPermission="base:carrier:edit" />,
    },
    {
      title: t('base.fleet.col.reviewStatus'),
      dataIndex: 'reviewStatus',
      width: 110,
      valueType: 'select',
      valueEnum: reviewEnum,
      sorter: true,
    },
    {
      title: t('base.fleet.col.blacklist'),
      dataIndex: 'blacklist',
      width: 110,
      valueType: 'select',
      valueEnum: yesNo,
      sorter: true,
      render: (_, row) =>
        row.blacklist === 'Y' ? (
          <Tooltip title={row.blacklistReason}>
            <Tag color="red">{t('fleet.carrier.blacklisted')}</Tag>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    { title: t('fleet.review.remark'), dataIndex: 'reviewRemark', width: 160, search: false, ellipsis: true },
    { title: t('fleet.carrier.address'), dataIndex: 'address', width: 220, search: false, ellipsis: true },
    { ...createTimeColumn<Carrier>(t), sorter: true },
    optionColumn(t, 270, (row) => (
      <RowActions>
        <EditAction perm="base:carrier:edit" onClick={() => form.show(row)} />
        <LinkAction perm="base:carrier:review" onClick={() => setReviewing([row])}>
          {t('fleet.review.action')}
        </LinkAction>
        {row.blacklist === 'Y' ? (
          <ConfirmAction
            perm="base:carrier:blacklist"
            title={t('fleet.carrier.blacklistOutConfirm')}
            onConfirm={() => mutate(() => blacklistOut([row.uuid]), reload)}
          >
            {t('fleet.carrier.blacklistOut')}
          </ConfirmAction>
        ) : (
          <LinkAction perm="base:carrier:blacklist" danger onClick={() => setBlacklisting([row])}>
            {t('fleet.carrier.blacklistIn')}
          </LinkAction>
        )}
        <DeleteAction perm="base:carrier:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Carrier, TableParams>
        modular="base-carrier"
        rowKey="uuid"
        headerTitle={t('fleet.carrier.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listCarriers(params, sort);
        }}
        scroll={{ x: 1900 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:carrier:add" onClick={() => form.show(null)} />,
          <Access key="review" perm="base:carrier:review">
            <Button disabled={selection.rows.length === 0} onClick={() => setReviewing(selection.rows)}>
              {t('fleet.review.action')}
            </Button>
          </Access>,
          <Access key="export" perm="base:carrier:export">
            <Button onClick={() => void exportCarriers(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:carrier:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <CarrierFormModal {...form.props} onSubmit={(values) => mutate(() => saveCarrier(values), reload)} />
      <BlacklistModal
        open={!!blacklisting}
        names={(blacklisting ?? []).map((c) => c.name).join(', ')}
        onOpenChange={(open) => !open && setBlacklisting(null)}
        onSubmit={(reason) =>
          mutate(
            () =>
              blacklistIn(
                (blacklisting ?? []).map((c) => c.uuid),
                reason,
              ),
            () => {
              setBlacklisting(null);
              reload();
            },
          )
        }
      />
      <ReviewModal
        open={!!reviewing}
        subject={(reviewing ?? []).map((c) => c.code).join(', ')}
        onOpenChange={(open) => !open && setReviewing(null)}
        onSubmit={(values) =>
          mutate(
            () =>
              reviewCarriers(
                (reviewing ?? []).map((c) => c.uuid),
                values,
              ),
            () => {
              setReviewing(null);
              reload();
            },
          )
        }
      />
    </>
  );
}
