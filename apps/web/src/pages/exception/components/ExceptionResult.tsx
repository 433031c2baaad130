import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** An error page: antd Result with a button back home. */
export function ExceptionResult({
  status,
  title,
  subTitle,
}: {
  status: ResultStatusType;
  title: string;
  subTitle?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate('/welcome')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
