import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { JsonViewer } from '../../../../components/JsonViewer';
import { formatDateTime } from '../../../../core/datetime';
import { getOperLog } from '../api';

/** One operation with its (masked) parameters in the JSON viewer. */
export function OperLogDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: ['monitor', 'operlog', id],
    queryFn: () => getOperLog(id as number),
    enabled: id !== null,
  });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={640}
      title={t('monitor.operlog.detail')}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('monitor.operlog.title')}>{data.title}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.operlog.businessType')}>
              {data.businessType ? t(`monitor.businessType.${data.businessType}`, data.businessType) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.operlog.operName')}>{data.operName}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.ip')}>{data.operIp}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.operlog.request')} span={2}>
              <Typography.Text code>{data.requestMethod}</Typography.Text> {data.operUrl}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.operlog.operTime')}>
              {formatDateTime(data.operTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.costTime')}>
              {t('monitor.ms', { value: data.costTime })}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.status')} span={2}>
              {data.status === 0 ? (
                <Tag color="success">{t('monitor.status.success')}</Tag>
              ) : (
                <Tag color="error">{t('monitor.status.fail')}</Tag>
              )}
              {data.errorMsg}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('monitor.operlog.params')}
          </Typography.Title>
          <JsonViewer value={data.operParam ?? 'null'} expandDepth={3} />
          {data.jsonResult && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('monitor.operlog.result')}
              </Typography.Title>
              <JsonViewer value={data.jsonResult} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
