import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { SavedView } from '@tms/contract';
import { App, Button, List, Modal, Popconfirm, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeSavedView, saveSavedView } from './api';

type Props = {
  open: boolean;
  views: SavedView[];
  onClose: () => void;
  onChanged: () => Promise<unknown>;
  /** Saves the list's current filters (and columns) into the view. */
  overwrite: (view: SavedView) => Promise<unknown>;
};

/** The user's views of a list: rename in place, mark or unmark the default, overwrite, remove. */
export function ManageViews({ open, views, onClose, onChanged, overwrite }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = async (run: () => Promise<unknown>) => {
    try {
      await run();
      void message.success(t('savedViews.saved'));
    } catch {
      // The request layer showed the server's reason.
    }
    await onChanged();
  };
  const patch = (view: SavedView, changes: { name?: string; isDefault?: boolean }) =>
    change(() =>
      saveSavedView({ id: view.id, listKey: view.listKey, name: changes.name ?? view.name, ...changes }),
    );

  return (
    <Modal open={open} title={t('savedViews.manage')} footer={null} onCancel={onClose} width={560}>
      <List
        dataSource={views}
        locale={{ emptyText: t('savedViews.none') }}
        renderItem={(view) => (
          <List.Item
            data-testid={`saved-view-${view.name}`}
            actions={[
              <Tooltip
                key="default"
                title={view.isDefault ? t('savedViews.unsetDefault') : t('savedViews.makeDefault')}
              >
                <Button
                  type="text"
                  size="small"
                  aria-label={view.isDefault ? t('savedViews.unsetDefault') : t('savedViews.makeDefault')}
                  icon={view.isDefault ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                  onClick={() => void patch(view, { isDefault: !view.isDefault })}
                />
              </Tooltip>,
              <Button
                key="overwrite"
                type="link"
                size="small"
                onClick={() => void change(() => overwrite(view))}
              >
                {t('savedViews.overwrite')}
              </Button>,
              <Popconfirm
                key="remove"
                title={t('savedViews.remove.confirm', { name: view.name })}
                okText={t('action.confirm')}
                cancelText={t('action.cancel')}
                onConfirm={() => change(() => removeSavedView(view.id))}
              >
                <Button type="link" size="small" danger>
                  {t('action.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <Typography.Text
              editable={{
                tooltip: t('savedViews.rename'),
                maxLength: 50,
                onChange: (name) => {
                  const next = name.trim();
                  if (next && next !== view.name) void patch(view, { name: next });
                },
              }}
            >
              {view.name}
            </Typography.Text>
            {view.isDefault ? (
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                ({t('savedViews.default')})
              </Typography.Text>
            ) : null}
          </List.Item>
        )}
      />
    </Modal>
  );
}
