import { useTranslation } from 'react-i18next';
import { ExceptionResult } from '../components/ExceptionResult';

export default function Exception403() {
  const { t } = useTranslation();
  return <ExceptionResult status="403" title={t('exception.403.title')} subTitle={t('exception.403.desc')} />;
}
