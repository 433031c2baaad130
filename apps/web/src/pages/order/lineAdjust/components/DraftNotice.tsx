import { Alert, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, getDateTimeContext } from '../../../../core/datetime';
import type { RestoredDraft } from '../hooks/useLineDraft';

type Props = { restored: RestoredDraft | null; onDiscard: () => void; onClose: () => void };

/** "Draft restored from HH:mm", the waybills left out because they left the pool, and Discard. */
export function DraftNotice({ restored, onDiscard, onClose }: Props) {
  const { t } = useTranslation();
  if (!restored) return null;
  const time = formatDateTime(restored.updateTime, { ...getDateTimeContext(), dateStyle: 'HH:mm' });
  const codes = restored.gone.map((g) => g.code ?? '?').join(', ');
  return (
    <Alert
      data-testid="line-draft-notice"
      style={{ marginBottom: 8 }}
      type={restored.gone.length > 0 ? 'warning' : 'info'}
      showIcon
      closable
      onClose={onClose}
      message={t('lineDraft.restored', { time })}
      description={
        restored.gone.length > 0 ? t('lineDraft.gone', { count: restored.gone.length, codes }) : undefined
      }
      action={
        <Space>
          <Popconfirm
            title={t('lineDraft.discard.confirm')}
            okText={t('action.confirm')}
            cancelText={t('action.cancel')}
            onConfirm={onDiscard}
          >
            <Button size="small" danger>
              {t('lineDraft.discard')}
            </Button>
          </Popconfirm>
        </Space>
      }
    />
  );
}
