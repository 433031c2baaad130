import { ScanOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { classifyScanCode } from './classify';

/** Reachable without sign-in: shows the scanned `code` and what it refers to. */
export default function CodeScanPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const kind = classifyScanCode(code);
  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 480, alignSelf: 'flex-start', marginTop: '10vh' }}>
        {kind === 'empty' ? (
          <Result status="warning" title={t('scan.empty')} />
        ) : (
          <>
            <Result icon={<ScanOutlined />} title={t('scan.title')} style={{ paddingBottom: 8 }} />
            <Descriptions column={1} bordered size="small" data-testid="scan-result">
              <Descriptions.Item label={t('scan.code')}>
                <span style={{ wordBreak: 'break-all' }}>{code}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('scan.kind')}>
                <Tag color={kind === 'unknown' ? 'default' : 'blue'}>{t(`scan.kind.${kind}`)}</Tag>
              </Descriptions.Item>
            </Descriptions>
            <Flex justify="center" gap={8} style={{ marginTop: 16 }}>
              {kind === 'url' ? (
                <Button type="primary" href={code} target="_blank" rel="noopener noreferrer">
                  {t('scan.open')}
                </Button>
              ) : (
                <Link to="/welcome">
                  <Button type="primary">{t('scan.signIn')}</Button>
                </Link>
              )}
            </Flex>
          </>
        )}
      </Card>
    </Flex>
  );
}
