import { SearchOutlined } from '@ant-design/icons';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The search box above the side menu (placeholder 搜索菜单): filters the menu tree as the user types. */
export function MenuSearch({
  value,
  onChange,
  dark,
  empty,
}: {
  value: string;
  onChange: (value: string) => void;
  dark: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ padding: '0 4px' }}>
      <Input
        data-testid="menu-search"
        allowClear
        size="middle"
        prefix={<SearchOutlined style={{ color: dark ? 'rgba(255,255,255,0.45)' : undefined }} />}
        placeholder={t('layout.menuSearch')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        variant={dark ? 'borderless' : 'outlined'}
        style={dark ? { background: 'rgba(255,255,255,0.08)', color: '#fff' } : undefined}
        className={dark ? 'tms-menu-search-dark' : undefined}
      />
      {empty && value.trim() ? (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', padding: '8px 4px', color: dark ? 'rgba(255,255,255,0.45)' : undefined }}
        >
          {t('layout.menuEmpty')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
