import { QueryClientProvider } from '@tanstack/react-query';
import { resolveUiLang, type UiLang } from '@tms/domain';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enGB from 'antd/locale/en_GB';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/en';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/pt-br';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../core/query-client';
import { useSettings } from '../core/settings';

export { queryClient };

const antdLocales = { 'zh-CN': zhCN, 'zh-HK': zhHK, 'en-US': enUS, 'en-GB': enGB, 'pt-BR': ptBR } as const;
const dayjsLocales = {
  'zh-CN': 'zh-cn',
  'zh-HK': 'zh-hk',
  'en-US': 'en',
  'en-GB': 'en-gb',
  'pt-BR': 'pt-br',
} as const;

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang: UiLang = resolveUiLang(i18n.language);
  const settings = useSettings();
  dayjs.locale(dayjsLocales[lang]);

  useEffect(() => {
    document.documentElement.lang = lang;
    // Weak mode (colour weakness): the whole page through a filter, as Ant Design Pro does.
    document.documentElement.style.filter = settings.colorWeak ? 'invert(80%)' : '';
  }, [lang, settings.colorWeak]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocales[lang]}
        theme={{
          algorithm: settings.theme === 'realDark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { colorPrimary: settings.colorPrimary },
        }}
      >
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
