import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { maskAddress } from '@tms/domain';
import { App, Button, Form, Modal, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays } from '../../../../components/date-range';
import { formatDateTime } from '../../../../core/datetime';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { listCandidates, takeIntoPool } from '../api';
import type { CandidateRow } from '../types';
import { type CandidateFilter, InsertOrderFilters } from './InsertOrderFilters';

/** The dialog's paging: 50 by default, up to 200. */
export const INSERT_PAGE_SIZES = [10, 20, 30, 50, 100, 200];
export const INSERT_PAGE_SIZE = 50;
const DEFAULT_DAYS = 3;

const defaults = (): CandidateFilter => ({ created: lastDays(DEFAULT_DAYS) });

/** The list call's query: dates as YYYY-MM-DD, ranges split into begin and end. */
export function candidateQuery(
  f: CandidateFilter,
  pageNum: number,
  pageSize: number,
): Record<string, unknown> {
  const { created, etd, eta, ...rest } = f;
  return {
    ...rest,
    createBegin: created[0],
    createEnd: created[1],
    etdBegin: etd?.[0],
    etdEnd: etd?.[1],
    etaBegin: eta?.[0],
    etaEnd: eta?.[1],
    pageNum,
    pageSize,
  };
}

type Props = { open: boolean; onClose: () => void; onAdded: (ids: string[]) => void };

/**
 * 插入订单: audited waybills (status E, fixed by the server) to take into the pool. Search and reset
 * clear the selection; confirm takes the selected ones (handmade) and hands their ids back.
 */
export function InsertOrderDialog({ open, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CandidateFilter>();
  const [filter, setFilter] = useState<CandidateFilter>(defaults);
  const [page, setPage] = useState({ current: 1, pageSize: INSERT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const statuses = dictValueEnum(useDict('waybill_status'));
  const orderTypes = dictValueEnum(useDict('order_type'));
  const splitFlags = dictValueEnum(useDict('order_is_split'));
  const transTypes = dictValueEnum(useDict('route_transport_way'));

  const { data, isFetching } = useQuery({
    queryKey: ['lineAdjust', 'candidates', filter, page],
    queryFn: () => listCandidates(candidateQuery(filter, page.current, page.pageSize)),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const total = data?.total ?? 0;

  const search = () => {
    setSelected([]);
    setPage((p) => ({ ...p, current: 1 }));
    setFilter({ ...defaults(), ...form.getFieldsValue() });
  };
  const reset = () => {
    form.resetFields();
    form.setFieldValue('created', defaults().created);
    setSelected([]);
    setPage((p) => ({ ...p, current: 1 }));
    setFilter(defaults());
  };
  const confirm = async () => {
    if (selected.length === 0) {
      void message.warning(t('lineAdjust.insert.empty'));
      return;
    }
    setSaving(true);
    try {
      await takeIntoPool(selected);
      onAdded(selected);
      setSelected([]);
      onClose();
    } catch {
      // The request layer showed why (e.g. held by another dispatcher).
    } finally {
      setSaving(false);
    }
  };

  const label = (e: Record<string, { text: string }>, v?: string | null) => (v ? (e[v]?.text ?? v) : '');
  const col = (key: keyof CandidateRow, width = 130): ColumnsType<CandidateRow>[number] => ({
    title: t(`lineAdjust.insert.col.${key}`),
    dataIndex: key,
    width,
    ellipsis: true,
  });
  // Times read in the user's zone and date style, never as the API's ISO instants.
  const time = (key: keyof CandidateRow): ColumnsType<CandidateRow>[number] => ({
    ...col(key, 160),
    render: (v: string | null) => formatDateTime(v),
  });
  const columns: ColumnsType<CandidateRow> = [
    { ...col('code', 150), fixed: 'left' },
    col('refDispatchName'),
    col('refNo'),
    col('clientName'),
    col('orderCode'),
    { ...col('status', 100), render: (v: string) => label(statuses, v) },
    { ...col('orderType', 110), render: (v: string) => label(orderTypes, v) },
    col('srcStationName'),
    col('destStationName'),
    { ...col('isSplit', 90), render: (v: string) => label(splitFlags, v) },
    // The server masks addresses; masking again is harmless (the last 6 characters stay stars).
    { ...col('srcAddress', 200), render: (v: string) => maskAddress(v) },
    { ...col('destAddress', 200), render: (v: string) => maskAddress(v) },
    time('etd'),
    time('eta'),
    { ...col('transType', 110), render: (v: string) => label(transTypes, v) },
    col('transMode', 100),
    time('atd'),
    time('ata'),
    time('auditTime'),
    time('createTime'),
    time('updateTime'),
  ];

  return (
    <Modal
      open={open}
      width="80%"
      title={t('lineAdjust.insert.title')}
      onCancel={onClose}
      destroyOnHidden={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('action.cancel')}
        </Button>,
        <Tooltip key="ok" title={selected.length === 0 ? t('lineAdjust.insert.empty') : undefined}>
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={saving}
            onClick={() => void confirm()}
          >
            {t('action.confirm')}
          </Button>
        </Tooltip>,
      ]}
    >
      <InsertOrderFilters form={form} initialValues={defaults()} onSearch={search} onReset={reset} />
      <Table<CandidateRow>
        size="small"
        rowKey="uuid"
        loading={isFetching}
        columns={columns}
        dataSource={data?.data ?? []}
        scroll={{ x: 3200, y: 400 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          preserveSelectedRowKeys: true,
        }}
        pagination={
          total === 0
            ? false
            : {
                current: page.current,
                pageSize: page.pageSize,
                total,
                showSizeChanger: true,
                pageSizeOptions: INSERT_PAGE_SIZES,
                showTotal: (n) => t('lineAdjust.insert.total', { total: n }),
                onChange: (current, pageSize) => setPage({ current, pageSize }),
              }
        }
      />
    </Modal>
  );
}
