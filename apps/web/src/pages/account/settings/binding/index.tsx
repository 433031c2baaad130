import { SafetyCertificateOutlined } from '@ant-design/icons';
import { List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Account binding: the single sign-on account. No binding exists yet, so it reads "not bound". */
export default function BindingView() {
  const { t } = useTranslation();
  return (
    <List
      itemLayout="horizontal"
      dataSource={['sso']}
      renderItem={() => (
        <List.Item actions={[<Tag key="status">{t('account.binding.none')}</Tag>]}>
          <List.Item.Meta
            avatar={<SafetyCertificateOutlined style={{ fontSize: 24 }} />}
            title={t('account.binding.sso')}
            description={t('account.binding.ssoDesc')}
          />
        </List.Item>
      )}
    />
  );
}
