import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Lang } from '@tms/domain';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/en';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const antdLocales = { 'zh-CN': zhCN, 'zh-HK': zhHK, 'en-US': enUS } as const;
const dayjsLocales = { 'zh-CN': 'zh-cn', 'zh-HK': 'zh-hk', 'en-US': 'en' } as const;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  dayjs.locale(dayjsLocales[lang] ?? 'zh-cn');
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[lang] ?? zhCN}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
