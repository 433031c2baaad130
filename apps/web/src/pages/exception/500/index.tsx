import { useTranslation } from 'react-i18next';
import { ExceptionResult } from '../components/ExceptionResult';

export default function Exception500() {
  const { t } = useTranslation();
  return <ExceptionResult status="500" title={t('exception.500.title')} subTitle={t('exception.500.desc')} />;
}
