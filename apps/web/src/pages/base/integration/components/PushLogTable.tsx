import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTimeColumn, type TableParams } from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { listPushLogs } from '../api';
import type { PushLog } from '../types';

const COLOURS: Record<PushLog['status'], string> = {
  SUCCESS: 'green',
  FAILED: 'red',
  NOT_CONFIGURED: 'orange',
};

/** Every push to an external system, newest first, with what came back. */
export function PushLogTable() {
  const { t } = useTranslation();
  const statusEnum = Object.fromEntries(
    (['SUCCESS', 'FAILED', 'NOT_CONFIGURED'] as const).map((s) => [
      s,
      { text: t(`baseIntegration.status.${s}`) },
    ]),
  );
  const columns: ProColumns<PushLog>[] = [
    { title: t('baseIntegration.target'), dataIndex: 'target', width: 90 },
    { title: t('baseIntegration.kind'), dataIndex: 'kind', width: 220 },
    {
      title: t('baseIntegration.status'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum,
      render: (_, row) => <Tag color={COLOURS[row.status]}>{t(`baseIntegration.status.${row.status}`)}</Tag>,
    },
    { title: t('baseIntegration.httpStatus'), dataIndex: 'httpStatus', width: 90, search: false },
    {
      title: t('baseIntegration.count'),
      dataIndex: 'refIds',
      width: 80,
      search: false,
      render: (_, row) => row.refIds.length,
    },
    { title: t('baseIntegration.url'), dataIndex: 'url', width: 240, search: false, ellipsis: true },
    {
      title: t('baseIntegration.response'),
      dataIndex: 'response',
      search: false,
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.response }} style={{ maxWidth: 320 }}>
          {row.response ?? '-'}
        </Typography.Text>
      ),
    },
    { title: t('baseIntegration.createBy'), dataIndex: 'createBy', width: 100, search: false },
    createTimeColumn<PushLog>(t),
  ];
  return (
    <TmsTable<PushLog, TableParams>
      modular="base-integration-push-log"
      rowKey="id"
      headerTitle={t('baseIntegration.pushLog')}
      columns={columns}
      request={(params) => listPushLogs(params)}
      scroll={{ x: 1300 }}
    />
  );
}
