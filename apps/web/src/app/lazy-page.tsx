import { CHUNK_LOAD_TIMEOUT_MS } from '@tms/domain';
import { Button, Result, Spin } from 'antd';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkTimeoutError, withTimeout } from './chunk-timeout';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per page name (so revisiting a page does not remount a new lazy wrapper). */
export function lazyPage(name: string, loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = cache.get(name);
  if (!page) {
    page = lazy(() => withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS));
    cache.set(name, page);
  }
  return page;
}

export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

function PageFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const timedOut = error instanceof ChunkTimeoutError;
  return (
    <Result
      status={timedOut ? 'warning' : '500'}
      title={timedOut ? t('startup.chunkTimeout') : t('exception.500.title')}
      subTitle={timedOut ? undefined : t('exception.500.desc')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('exception.reload')}
        </Button>
      }
    />
  );
}

type BoundaryProps = { children: ReactNode };

/** Catches a page that fails to load (120 s chunk timeout, missing chunk) or to render. */
export class PageBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageFailure error={this.state.error} /> : this.props.children;
  }
}

/** A page loaded on demand, with its loading spinner and failure page. */
export function LazyPage({ name, loader }: { name: string; loader: PageLoader }) {
  const Page = lazyPage(name, loader);
  return (
    <PageBoundary key={name}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}
