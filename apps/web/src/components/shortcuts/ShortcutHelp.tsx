import { Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyCaps, SHORTCUTS, type Shortcut, shortcutRegistry } from './registry';
import { useShortcuts } from './useShortcuts';

const HELP = [SHORTCUTS.help];
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * "?" opens the list of the shortcuts the screen on view answers (its lists, its own), with the keys to
 * press. Mounted once in the signed-in layout.
 */
export function ShortcutHelp() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shortcut[] | null>(null);
  useShortcuts(HELP, { help: () => setShown(shortcutRegistry.active()) });
  const mac = isMac();
  return (
    <Modal
      open={shown !== null}
      title={t('shortcuts.title')}
      footer={null}
      onCancel={() => setShown(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('shortcuts.hint')}</Typography.Paragraph>
      <Table<Shortcut>
        data-testid="shortcut-help"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={shown ?? []}
        columns={[
          {
            title: t('shortcuts.keys'),
            key: 'keys',
            width: 140,
            render: (_, row) =>
              keyCaps(row.keys, mac).map((cap) => (
                <Typography.Text keyboard key={cap}>
                  {cap}
                </Typography.Text>
              )),
          },
          { title: t('shortcuts.action'), key: 'action', render: (_, row) => t(`shortcuts.${row.id}`) },
        ]}
      />
    </Modal>
  );
}
