import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../../../core/language';

/**
 * The page's own language switch: it has no header (no sign-in), and a consignee may read any language.
 * A compact select, not a row of five buttons: it must fit beside the title on a 360 px phone.
 */
type SwitchLang = Parameters<typeof switchLanguage>[0];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<SwitchLang>
      size="small"
      variant="borderless"
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      data-testid="scan-lang"
      aria-label={t('scan.page.language')}
      value={i18n.language as SwitchLang}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
      onChange={(lang) => void switchLanguage(lang)}
    />
  );
}
