import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Completion } from '../hooks/useSubmitLines';

/** After a submit: titled with the created dispatch order number(s), showing the server's message. */
export function CompletionDialog({
  completion,
  onClose,
}: {
  completion: Completion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!completion}
      title={t('lineAdjust.done.title', { codes: completion?.codes.join(', ') ?? '' })}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('action.confirm')}
    >
      <Typography.Paragraph data-testid="completion-message">{completion?.msg}</Typography.Paragraph>
    </Modal>
  );
}
