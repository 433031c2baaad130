import { useTranslation } from 'react-i18next';
import { ExceptionResult } from './ExceptionResult';

/** A menu points at a component the web app does not have (startup.moduleMissing). */
export function ModuleMissing({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <ExceptionResult
      status="warning"
      title={t('exception.moduleMissing.title')}
      subTitle={t('startup.moduleMissing', { name })}
    />
  );
}
