import { Flex } from 'antd';
import { DownloadCenterButton } from '../../../components/DownloadCenter';
import { AvatarDropdown } from './AvatarDropdown';
import { DispatchCenterSelect } from './DispatchCenterSelect';
import { LangSwitch } from './LangSwitch';
import { MessageBadges } from './MessageBadges';
import { QrBlock } from './QrBlock';
import { SettingsButton } from './SettingsDrawer';

/** Header right side, in the spec's order: download center, QR block, dispatch center, user, language. */
export function RightContent({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <Flex align="center" gap={4} className="tms-header-right">
      <MessageBadges />
      <DownloadCenterButton />
      <QrBlock />
      <DispatchCenterSelect />
      <AvatarDropdown />
      <LangSwitch />
      <SettingsButton onOpen={onOpenSettings} />
    </Flex>
  );
}
