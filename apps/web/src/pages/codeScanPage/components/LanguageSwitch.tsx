import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../../../core/language';

/** The page's own language switch: it has no header (no sign-in), and a consignee may read any of the three. */
type SwitchLang = Parameters<typeof switchLanguage>[0];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<SwitchLang>
      size="small"
      data-testid="scan-lang"
      value={i18n.language as SwitchLang}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
      onChange={(lang) => void switchLanguage(lang)}
    />
  );
}
