import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAction } from '../../../components/crud';
import { ComposeModal } from './ComposeModal';

/**
 * "Write a message" in a list's toolbar (inbox, outbox): the same compose the draft box opens, for a new
 * message; `onDone` runs after it was saved as a draft or sent.
 */
export function ComposeButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <AddAction perm="message:draftBox:add" icon={<EditOutlined />} onClick={() => setOpen(true)}>
        <span data-testid="message-compose">{t('messageBox.compose')}</span>
      </AddAction>
      <ComposeModal open={open} record={null} onOpenChange={setOpen} onDone={() => onDone?.()} />
    </>
  );
}
