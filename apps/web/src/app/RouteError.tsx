import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ChunkTimeoutError } from './chunk-timeout';

/** Shown when a route's loader or element throws: no internals, a way back. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('route failed', error);
  const timedOut = error instanceof ChunkTimeoutError;
  return (
    <Result
      status={timedOut ? 'warning' : '500'}
      title={timedOut ? t('startup.chunkTimeout') : t('exception.500.title')}
      subTitle={timedOut ? undefined : t('exception.500.desc')}
      extra={
        <Button type="primary" onClick={() => window.location.assign('/welcome')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
