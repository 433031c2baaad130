import { useTranslation } from 'react-i18next';
import { ExceptionResult } from '../components/ExceptionResult';

export default function Exception404() {
  const { t } = useTranslation();
  return <ExceptionResult status="404" title={t('exception.404.title')} subTitle={t('exception.404.desc')} />;
}
