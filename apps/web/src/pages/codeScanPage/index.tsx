import { CameraOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@tms/domain/i18n/languages';
import { toResources } from '@tms/domain/i18n/messages';
import { Button, Card, Flex, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { i18n } from '../../core/i18n';
import { scanLocale } from '../../locales/scan';
import { lookUpCode, scanKey } from './api';
import { codeFromScan } from './classify';
import { CameraScanner, cameraScanSupported } from './components/CameraScanner';
import { LanguageSwitch } from './components/LanguageSwitch';
import { ScanResultCard } from './components/ScanResultCard';

// The page opens without sign-in, before the screens' texts load: it brings its own.
const scanResources = toResources(scanLocale);
for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', scanResources[lang], true, false);

/**
 * /codeScanPage, reachable without sign-in: a consignee scans the delivery note's barcode (camera, where
 * the browser can read barcodes) or types its number, and sees the waybill's status, stops with times and
 * temperature compliance. `?code=` opens straight on the answer, so a phone's scanner app reading a
 * link to this page lands on the result; the code typed is put in the address for the same reason.
 */
export default function CodeScanPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = codeFromScan(params.get('code'));
  const [text, setText] = useState(code);
  const [camera, setCamera] = useState(false);
  const canScan = cameraScanSupported();
  useEffect(() => setText(code), [code]);

  const lookUp = useQuery({
    queryKey: scanKey(code, i18n.language),
    queryFn: () => lookUpCode(code),
    enabled: code !== '',
    retry: false,
    staleTime: 30_000,
  });
  const submit = (raw: string) => {
    const next = codeFromScan(raw);
    setText(next);
    setParams(next ? { code: next } : {});
    if (next === code) void lookUp.refetch();
  };

  const outcome = lookUp.data;
  return (
    // A phone of 360 px upward: nothing wider than the screen, so the page never scrolls sideways.
    <Flex
      justify="center"
      style={{ minHeight: '100vh', padding: 12, background: '#f5f5f5', overflowX: 'hidden' }}
    >
      <Flex vertical gap={12} style={{ width: '100%', maxWidth: 560, minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('scan.page.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Card styles={{ body: { padding: 16 } }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('scan.page.hint')}
          </Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              size="large"
              allowClear
              value={text}
              autoFocus={!code}
              placeholder={t('scan.page.placeholder')}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => submit(text)}
              data-testid="scan-input"
              inputMode="text"
              autoComplete="off"
            />
            <Button
              size="large"
              type="primary"
              icon={<SearchOutlined />}
              onClick={() => submit(text)}
              loading={lookUp.isFetching}
              data-testid="scan-submit"
            >
              {t('scan.page.search')}
            </Button>
          </Space.Compact>
          {canScan && (
            <Button
              block
              size="large"
              icon={<CameraOutlined />}
              style={{ marginTop: 8 }}
              onClick={() => setCamera(true)}
              data-testid="scan-camera"
            >
              {t('scan.page.camera')}
            </Button>
          )}
        </Card>
        {code !== '' && lookUp.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {outcome?.kind === 'found' && <ScanResultCard result={outcome.result} />}
        {outcome?.kind === 'notFound' && (
          // antd's Result does not pass a test id on: the wrapper carries it.
          <div data-testid="scan-not-found">
            <Result status="warning" title={t('scan.page.notFound')} subTitle={outcome.msg} />
          </div>
        )}
        {outcome?.kind === 'rateLimited' && (
          // antd's Result does not pass a test id on: the wrapper carries it.
          <div data-testid="scan-rate-limited">
            <Result status="warning" title={t('scan.page.rateLimited')} subTitle={outcome.msg} />
          </div>
        )}
        {(outcome?.kind === 'failed' || lookUp.isError) && (
          <div data-testid="scan-failed">
            <Result
              status="error"
              title={t('scan.page.failed')}
              subTitle={outcome?.kind === 'failed' ? outcome.msg : undefined}
              extra={
                <Button onClick={() => void lookUp.refetch()} data-testid="scan-retry">
                  {t('scan.page.retry')}
                </Button>
              }
            />
          </div>
        )}
      </Flex>
      <CameraScanner
        open={camera}
        onClose={() => setCamera(false)}
        onCode={(value) => {
          setCamera(false);
          submit(value);
        }}
      />
    </Flex>
  );
}
