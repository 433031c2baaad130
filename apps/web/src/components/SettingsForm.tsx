import { CheckOutlined } from '@ant-design/icons';
import { resolveUiLang, type UiLang } from '@tms/domain';
import { Button, Divider, Flex, Segmented, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../core/language';
import {
  type LayoutSettings,
  PRIMARY_COLORS,
  resetSettings,
  updateSettings,
  useSettings,
} from '../core/settings';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ minHeight: 40 }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** Layout preferences, shared by the settings drawer and the account's custom settings page. */
export function SettingsForm() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const set =
    <K extends keyof LayoutSettings>(key: K) =>
    (value: LayoutSettings[K]) =>
      updateSettings({ [key]: value });
  const options = <V extends string>(prefix: string, values: readonly V[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <div data-testid="settings-form">
      <Divider orientation="left" plain>
        {t('settings.section.style')}
      </Divider>
      <Row label={t('settings.theme')}>
        <Segmented
          size="small"
          value={settings.theme}
          options={options('settings.theme', ['light', 'dark', 'realDark'] as const)}
          onChange={set('theme')}
        />
      </Row>
      <Row label={t('settings.colorPrimary')}>
        <Flex gap={6} wrap style={{ maxWidth: 170, justifyContent: 'flex-end' }}>
          {PRIMARY_COLORS.map((color) => (
            <Tooltip key={color} title={color}>
              <button
                type="button"
                aria-label={color}
                onClick={() => updateSettings({ colorPrimary: color })}
                style={{
                  width: 20,
                  height: 20,
                  borderRadius: 4,
                  border: 0,
                  cursor: 'pointer',
                  background: color,
                  color: '#fff',
                  fontSize: 12,
                  padding: 0,
                }}
              >
                {settings.colorPrimary === color ? <CheckOutlined /> : null}
              </button>
            </Tooltip>
          ))}
        </Flex>
      </Row>
      <Divider orientation="left" plain>
        {t('settings.section.nav')}
      </Divider>
      <Row label={t('settings.layout')}>
        <Segmented
          size="small"
          value={settings.layout}
          options={options('settings.layout', ['side', 'top', 'mix'] as const)}
          onChange={set('layout')}
        />
      </Row>
      <Row label={t('settings.siderMenuType')}>
        <Segmented
          size="small"
          value={settings.siderMenuType}
          options={options('settings.siderMenuType', ['sub', 'group'] as const)}
          onChange={set('siderMenuType')}
        />
      </Row>
      <Row label={t('settings.contentWidth')}>
        <Select
          size="small"
          style={{ width: 110 }}
          value={settings.contentWidth}
          options={options('settings.contentWidth', ['Fluid', 'Fixed'] as const)}
          onChange={set('contentWidth')}
        />
      </Row>
      <Row label={t('settings.fixedHeader')}>
        <Switch size="small" checked={settings.fixedHeader} onChange={set('fixedHeader')} />
      </Row>
      <Row label={t('settings.fixSiderbar')}>
        <Switch size="small" checked={settings.fixSiderbar} onChange={set('fixSiderbar')} />
      </Row>
      <Divider orientation="left" plain>
        {t('settings.section.other')}
      </Divider>
      <Row label={t('settings.colorWeak')}>
        <Switch size="small" checked={settings.colorWeak} onChange={set('colorWeak')} />
      </Row>
      <Row label={t('settings.multiTab')}>
        <Switch
          size="small"
          checked={settings.multiTab}
          onChange={set('multiTab')}
          data-testid="settings-multi-tab"
        />
      </Row>
      <Row label={t('settings.lang')}>
        <Select
          size="small"
          style={{ width: 150 }}
          value={resolveUiLang(i18n.language)}
          options={LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
          onChange={(lang: UiLang) => void switchLanguage(lang)}
        />
      </Row>
      <Divider />
      <Button block onClick={resetSettings}>
        {t('settings.reset')}
      </Button>
    </div>
  );
}
