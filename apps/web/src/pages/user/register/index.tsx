import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /user/register: accounts are created by administrators, so this page only explains that. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('register.title')}
      subTitle={t('register.desc')}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t('register.back')}</Button>
        </Link>
      }
    />
  );
}
