import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /user/register-result: no registration happens here; the same explanation and a way back. */
export default function RegisterResultPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('registerResult.title')}
      subTitle={t('register.desc')}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t('register.back')}</Button>
        </Link>
      }
    />
  );
}
