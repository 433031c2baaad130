import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { JsonViewer } from '../../../../components/JsonViewer';
import { formatDateTime } from '../../../../core/datetime';
import type { RequestLog } from '../types';

/** One API call as the request log recorded it, with the query string in the JSON viewer. */
export function RequestLogDrawer({ row, onClose }: { row: RequestLog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = row ? Object.fromEntries(new URLSearchParams(row.url.split('?')[1] ?? '')) : {};
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={560}
      title={t('monitor.requestlog.detail')}
      destroyOnHidden
    >
      {row && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('monitor.requestlog.url')}>
              <Typography.Text code>{row.method}</Typography.Text> {row.url.split('?')[0]}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.requestlog.statusCode')}>
              <Tag color={row.statusCode < 400 ? 'success' : 'error'}>{row.statusCode}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.requestlog.bodyCode')}>
              {row.bodyCode ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.userName')}>{row.userName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.ip')}>{row.ip}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.costTime')}>
              {t('monitor.ms', { value: row.costMs })}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.requestlog.requestTime')}>
              {formatDateTime(row.requestTime)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('monitor.requestlog.query')}
          </Typography.Title>
          <JsonViewer value={query} />
        </>
      )}
    </Drawer>
  );
}
