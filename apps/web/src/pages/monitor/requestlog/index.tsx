import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, LinkAction, optionColumn, type TableParams } from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { timeRangeParams } from '../shared';
import { listRequestLogs } from './api';
import { RequestLogDrawer } from './components/RequestLogDrawer';
import type { RequestLog } from './types';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** 请求日志: every API call (written in batches every 2 s), slow or failing ones easy to find. */
export default function RequestLogPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<RequestLog | null>(null);

  const columns: ProColumns<RequestLog>[] = [
    dateTimeColumn(t('monitor.requestlog.requestTime'), 'requestTime'),
    {
      title: t('monitor.requestlog.method'),
      dataIndex: 'method',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(METHODS.map((m) => [m, { text: m }])),
    },
    { title: t('monitor.requestlog.url'), dataIndex: 'url', ellipsis: true },
    {
      title: t('monitor.requestlog.statusCode'),
      dataIndex: 'statusCode',
      width: 100,
      valueType: 'digit',
      render: (_, row) => <Tag color={row.statusCode < 400 ? 'success' : 'error'}>{row.statusCode}</Tag>,
    },
    {
      title: t('monitor.requestlog.bodyCode'),
      dataIndex: 'bodyCode',
      width: 100,
      search: false,
      render: (_, row) =>
        row.bodyCode === null ? (
          '-'
        ) : (
          <Tag color={row.bodyCode === 0 ? 'default' : 'warning'}>{row.bodyCode}</Tag>
        ),
    },
    { title: t('monitor.userName'), dataIndex: 'userName', width: 120 },
    { title: t('monitor.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('monitor.costTime'),
      dataIndex: 'costMs',
      width: 100,
      search: false,
      render: (_, row) => (
        <Tag color={row.costMs >= 1000 ? 'red' : row.costMs >= 300 ? 'orange' : 'default'}>
          {t('monitor.ms', { value: row.costMs })}
        </Tag>
      ),
    },
    {
      title: t('monitor.requestlog.minCost'),
      dataIndex: 'minCostMs',
      valueType: 'digit',
      hideInTable: true,
    },
    {
      title: t('monitor.requestlog.requestTime'),
      dataIndex: 'requestTimeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    optionColumn(t, 90, (row) => (
      <LinkAction onClick={() => setDetail(row)}>{t('monitor.detail')}</LinkAction>
    )),
  ];

  return (
    <>
      <TmsTable<RequestLog, TableParams>
        modular="monitor-requestlog"
        headerTitle={t('monitor.requestlog.heading')}
        columns={columns}
        request={listRequestLogs}
        scroll={{ x: 1200 }}
      />
      <RequestLogDrawer row={detail} onClose={() => setDetail(null)} />
    </>
  );
}
