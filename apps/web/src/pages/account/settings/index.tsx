import { Card, Grid, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

export const SETTINGS_VIEWS = ['base', 'security', 'custom', 'binding', 'notification'] as const;

/**
 * Account settings: the views as tabs on the left (on top on small screens), the view beside them.
 * Tabs rather than an antd Menu: a second Menu on the page would restyle ProLayout's dark side menu.
 */
export default function AccountSettings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const current = SETTINGS_VIEWS.find((view) => pathname.endsWith(`/${view}`)) ?? 'security';
  return (
    <Card>
      <Tabs
        data-testid="settings-menu"
        tabPosition={screens.md ? 'left' : 'top'}
        activeKey={current}
        onChange={(key) => navigate(`/account/settings/${key}`)}
        items={SETTINGS_VIEWS.map((view) => ({
          key: view,
          label: t(`account.settings.${view}`),
          children:
            view === current ? (
              <div style={{ padding: screens.md ? '0 16px' : 0, minWidth: 0 }}>
                <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 16 }}>
                  {t(`account.settings.${view}`)}
                </Typography.Title>
                <Outlet />
              </div>
            ) : null,
        }))}
      />
    </Card>
  );
}
