import { SettingOutlined } from '@ant-design/icons';
import { Drawer, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsForm } from '../../../components/SettingsForm';

/** The gear in the header that opens the layout settings drawer. */
export function SettingsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('settings.title')} placement="bottom">
      <button
        type="button"
        className="tms-header-action tms-header-button"
        data-testid="settings-button"
        aria-label={t('settings.title')}
        onClick={onOpen}
      >
        <SettingOutlined />
      </button>
    </Tooltip>
  );
}

/**
 * The layout settings drawer (persisted, applied on reload). It lives in the layout, not in the
 * header, so it stays open while a change of layout moves the header around.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} width={320}>
      <SettingsForm />
    </Drawer>
  );
}
