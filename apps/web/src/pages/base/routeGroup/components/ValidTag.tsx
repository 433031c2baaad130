import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Y valid (green) / N invalid (grey). */
export function ValidTag({ flag }: { flag: string }) {
  const { t } = useTranslation();
  return flag === 'Y' ? (
    <Tag color="success">{t('baseRoute.valid.Y')}</Tag>
  ) : (
    <Tag>{t('baseRoute.valid.N')}</Tag>
  );
}
