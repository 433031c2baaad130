import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../../../components/menu-icons';
import type { SideMenuItem } from '../../../core/menu-tree';

/** One tile per screen the user's menu grants. */
export function Shortcuts({ items }: { items: readonly SideMenuItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty description={t('welcome.noShortcuts')} />;
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => {
        const body = (
          <Card hoverable size="small" styles={{ body: { textAlign: 'center', padding: '16px 8px' } }}>
            <div style={{ fontSize: 22, marginBottom: 6 }}>
              <MenuIcon name={item.icon || 'AppstoreOutlined'} />
            </div>
            <Typography.Text ellipsis>{item.name}</Typography.Text>
          </Card>
        );
        return (
          <Col key={item.key} xs={12} sm={8} md={6} lg={4}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              <Link to={item.href}>{body}</Link>
            )}
          </Col>
        );
      })}
    </Row>
  );
}
