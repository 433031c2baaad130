import { useQuery } from '@tanstack/react-query';
import { App, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSplitList, type SplitSubmitBody, submitSplit } from '../../api';
import { SplitTab } from './SplitTab';

/** The split dialog's fixed width in px. */
export const SPLIT_DIALOG_WIDTH = 1300;

type Props = {
  /** The waybills to split; the dialog is open while set. */
  ids: string[] | null;
  onClose: () => void;
  /** After a split: the new waybills (they are in the caller's pool). */
  onSplit: (newIds: string[]) => void;
};

/**
 * Component split (组件拆单): the modal titled Operating with two card tabs, 1 SKU quantity split and
 * 2 transport class split. Success shows the server's message, closes and refreshes the pool; a failure
 * shows the server's message (the request layer) and keeps the dialog open.
 */
export function SplitDialog({ ids, onClose, onSplit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<'quantity' | 'class'>('quantity');
  const [submitting, setSubmitting] = useState(false);
  const { data = [], isFetching } = useQuery({
    queryKey: ['lineAdjust', 'split', ids],
    queryFn: () => fetchSplitList(ids ?? []),
    enabled: !!ids && ids.length > 0,
    gcTime: 0,
  });

  const submit = async (body: SplitSubmitBody) => {
    setSubmitting(true);
    try {
      const res = await submitSplit(tab, body);
      void message.success(res.msg);
      onSplit(res.data.waybillIds);
      onClose();
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSubmitting(false);
    }
  };

  const pane = (mode: 'quantity' | 'class') => (
    <SplitTab
      key={`${mode}-${ids?.join(',')}`}
      mode={mode}
      waybills={data}
      loading={isFetching}
      submitting={submitting}
      onSubmit={(b) => void submit(b)}
    />
  );

  return (
    <Modal
      title={t('split.title')}
      open={!!ids}
      width={SPLIT_DIALOG_WIDTH}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <Tabs
        type="card"
        activeKey={tab}
        onChange={(k) => setTab(k as 'quantity' | 'class')}
        items={[
          { key: 'quantity', label: `1 ${t('split.tab.quantity')}`, children: pane('quantity') },
          { key: 'class', label: `2 ${t('split.tab.class')}`, children: pane('class') },
        ]}
      />
    </Modal>
  );
}
