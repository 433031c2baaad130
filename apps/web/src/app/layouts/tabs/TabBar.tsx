import { CloseCircleOutlined, CloseOutlined, CloseSquareOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TabState } from './tab-list';

/** The right-click menu of a tab is 105 px wide. */
export const TAB_MENU_WIDTH = 105;

type Props = {
  state: TabState;
  titleOf: (pathname: string) => string;
  onActivate: (key: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
  onCloseAll: () => void;
};

/** The tab bar of visited pages: click switches, right-click offers close this / others / all. */
export function TabBar({ state, titleOf, onActivate, onClose, onCloseOthers, onCloseAll }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      data-testid="tab-bar"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '6px 16px 0',
      }}
    >
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={state.activeKey ?? undefined}
        onChange={onActivate}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') onClose(key);
        }}
        tabBarStyle={{ margin: 0 }}
        items={state.tabs.map((tab) => ({
          key: tab.key,
          closable: !tab.affix,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                style: { width: TAB_MENU_WIDTH },
                items: [
                  {
                    key: 'close',
                    icon: <CloseOutlined />,
                    label: t('layout.tabs.closeThis'),
                    disabled: tab.affix,
                  },
                  { key: 'others', icon: <CloseCircleOutlined />, label: t('layout.tabs.closeOthers') },
                  { key: 'all', icon: <CloseSquareOutlined />, label: t('layout.tabs.closeAll') },
                ],
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  if (key === 'close') onClose(tab.key);
                  else if (key === 'others') onCloseOthers(tab.key);
                  else onCloseAll();
                },
              }}
            >
              <span data-testid={`tab-${tab.key}`}>{titleOf(tab.key)}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
