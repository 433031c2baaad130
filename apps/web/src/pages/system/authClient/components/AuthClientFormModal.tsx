import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { useStatusEnum } from '../../reference-shared/useStatusEnum';
import type { AuthClient, AuthClientForm } from '../types';

type Props = {
  open: boolean;
  record: AuthClient | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: AuthClientForm) => Promise<boolean>;
};

export function AuthClientFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  return (
    <ModalForm<AuthClientForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="auth-client-form-modal"
      title={record ? t('ref.authClient.edit') : t('ref.authClient.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { status: '0' }}
      width={520}
      onFinish={(values) => onSubmit({ ...values, id: record?.id })}
    >
      <ProFormText
        name="clientId"
        label={t('ref.authClient.clientId')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: CODE_PATTERN, message: t('common.invalidCode') },
          { max: 64 },
        ]}
      />
      <ProFormText
        name="clientName"
        label={t('ref.authClient.clientName')}
        rules={[{ required: true, message: t('common.required') }, { max: 60 }]}
      />
      <ProFormText
        name="portalUrl"
        label={t('ref.authClient.portalUrl')}
        rules={[{ pattern: /^(https?:\/\/|\/)\S*$/, message: t('common.invalidFormat') }, { max: 500 }]}
      />
      <ProFormRadio.Group name="status" label={t('ref.status')} valueEnum={statusEnum} />
      <ProFormTextArea
        name="remark"
        label={t('ref.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
