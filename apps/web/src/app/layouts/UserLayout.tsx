import { CheckOutlined, GlobalOutlined, TruckOutlined } from '@ant-design/icons';
import { resolveUiLang, type UiLang } from '@tms/domain';
import { Button, Card, Dropdown, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LANGUAGES, switchLanguage } from '../../core/language';
import './user-layout.css';

const DOCS = ['help', 'privacy', 'terms'] as const;
type Doc = (typeof DOCS)[number];

/** The sign-in wrapper: brand, language switcher, a centred card, footer links (help, privacy, terms). */
export default function UserLayout() {
  const { t, i18n } = useTranslation();
  const current = resolveUiLang(i18n.language);
  const [doc, setDoc] = useState<Doc | null>(null);

  return (
    <div className="tms-user-layout">
      <div className="tms-user-top">
        <Dropdown
          menu={{
            selectable: true,
            selectedKeys: [current],
            items: LANGUAGES.map((lang) => ({
              key: lang,
              label: t(`lang.${lang}`),
              icon: lang === current ? <CheckOutlined /> : <span style={{ width: 14 }} />,
            })),
            onClick: ({ key }) => void switchLanguage(key as UiLang),
          }}
          trigger={['click', 'hover']}
        >
          <button
            type="button"
            className="tms-user-lang"
            aria-label={t('login.lang')}
            data-testid="lang-switch"
          >
            <GlobalOutlined />
            {t(`lang.${current}`)}
          </button>
        </Dropdown>
      </div>

      <main className="tms-user-main">
        <div className="tms-user-brand">
          <TruckOutlined style={{ fontSize: 40 }} />
          <h1>{t('app.title')}</h1>
        </div>
        <div className="tms-user-subtitle">{t('login.subtitle')}</div>
        <Card className="tms-user-card" styles={{ body: { padding: '32px 32px 24px' } }}>
          <Outlet />
        </Card>
      </main>

      <footer className="tms-user-footer">
        <Space split={<span>·</span>} size={4}>
          {DOCS.map((name) => (
            <Button key={name} type="link" size="small" onClick={() => setDoc(name)}>
              {t(`login.footer.${name}`)}
            </Button>
          ))}
        </Space>
        <div>{t('login.copyright', { year: new Date().getFullYear() })}</div>
      </footer>

      <Modal
        open={doc !== null}
        title={doc ? t(`login.${doc}.title`) : ''}
        onCancel={() => setDoc(null)}
        footer={
          <Button type="primary" onClick={() => setDoc(null)}>
            {t('action.confirm')}
          </Button>
        }
      >
        {doc && (
          <Typography.Paragraph style={{ lineHeight: 1.8 }}>{t(`login.${doc}.body`)}</Typography.Paragraph>
        )}
      </Modal>
    </div>
  );
}
