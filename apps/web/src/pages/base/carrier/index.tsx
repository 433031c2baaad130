import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ConfirmAction,
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  LinkAction,
  optionColumn,
  useCrudList,
  useRowsDialog,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import {
  blacklistIn,
  blacklistOut,
  exportCarriers,
  getCarrier,
  listCarriers,
  removeCarriers,
  reviewCarriers,
  saveCarrier,
} from './api';
import { BlacklistModal } from './components/BlacklistModal';
import { CarrierFormModal } from './components/CarrierFormModal';
import { useReview } from './shared/useReview';
import type { Carrier } from './types';

/** 承运商: carriers with review (pending/approved/rejected) and the blacklist. */
export default function CarrierPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Carrier) => row.uuid, removeCarriers);
  const blacklisting = useRowsDialog<Carrier>();
  const review = useReview<Carrier>({
    perm: 'base:carrier:review',
    subjectOf: (c) => c.code,
    review: reviewCarriers,
    after: list.reload,
  });
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
      render: (_, row) => <MaskedText type="phone" value={row.mobile} />,
    },
    review.column,
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
      <EditRemoveActions
        perm="base:carrier"
        onEdit={async () => list.form.show(await getCarrier(row.uuid))}
        onRemove={() => list.remove([row.uuid])}
      >
        {review.rowLink(row)}
        {row.blacklist === 'Y' ? (
          <ConfirmAction
            perm="base:carrier:blacklist"
            title={t('fleet.carrier.blacklistOutConfirm')}
            onConfirm={() => list.mutate(() => blacklistOut([row.uuid]), list.reload)}
          >
            {t('fleet.carrier.blacklistOut')}
          </ConfirmAction>
        ) : (
          <LinkAction perm="base:carrier:blacklist" danger onClick={() => blacklisting.show([row])}>
            {t('fleet.carrier.blacklistIn')}
          </LinkAction>
        )}
      </EditRemoveActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:carrier"
        fetch={listCarriers}
        onExport={exportCarriers}
        modular="base-carrier"
        rowKey="uuid"
        headerTitle={t('fleet.carrier.heading')}
        columns={columns}
        scroll={{ x: 1900 }}
        tools={[review.toolbarButton(list.selection.rows)]}
      />
      <CarrierFormModal {...list.form.props} onSubmit={list.saveWith(saveCarrier)} />
      <BlacklistModal
        {...blacklisting.props}
        names={blacklisting.rows.map((c) => c.name).join(', ')}
        onSubmit={(reason) =>
          list.mutate(
            () =>
              blacklistIn(
                blacklisting.rows.map((c) => c.uuid),
                reason,
              ),
            () => {
              blacklisting.close();
              list.reload();
            },
          )
        }
      />
      {review.modal}
    </>
  );
}
