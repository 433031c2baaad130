import { greetingFor } from '@tms/domain';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export default function Welcome() {
  const { t } = useTranslation();
  const key = greetingFor({ hour: new Date().getHours() });
  return (
    <Card>
      <Typography.Title level={3}>{t(`welcome.greeting.${key}`)}</Typography.Title>
    </Card>
  );
}
