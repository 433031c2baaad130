import { GlobalOutlined } from '@ant-design/icons';
import { resolveUiLang, type UiLang } from '@tms/domain';
import { Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../../../core/language';

/** Header language switcher: zh-CN, zh-HK, en-US, en-GB, pt-BR (the last two fall back per key). */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const current = resolveUiLang(i18n.language);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`lang.${lang}`) })),
        onClick: ({ key }) => void switchLanguage(key as UiLang),
      }}
    >
      <Tooltip title={t('header.lang')} placement="left">
        <span className="tms-header-action" data-testid="lang-switch">
          <GlobalOutlined />
        </span>
      </Tooltip>
    </Dropdown>
  );
}
