import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { REMARK_MAX } from '@tms/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  names: string;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: string) => Promise<boolean>;
};

/** Blacklist in: the reason is required; blacklisted carriers leave the dispatch selectors. */
export function BlacklistModal({ open, names, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <ModalForm<{ reason: string }>
      name="base-carrier-blacklist-modal"
      title={t('fleet.carrier.blacklistIn')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      width={480}
      onFinish={(values) => onSubmit(values.reason)}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={`${t('fleet.carrier.blacklistHint')} ${names}`}
      />
      <ProFormTextArea
        name="reason"
        label={t('fleet.carrier.blacklistReason')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
        rules={[{ required: true, message: t('base.fleet.blacklistReasonRequired') }]}
      />
    </ModalForm>
  );
}
