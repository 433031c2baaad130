import { ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { CODE_PATTERN } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, RemarkField, useStatusEnum } from '../../../../components/crud';
import type { AuthClient, AuthClientForm } from '../types';

export function AuthClientFormModal(props: FormModalProps<AuthClient, AuthClientForm>) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  return (
    <CrudFormModal
      {...props}
      name="auth-client-form-modal"
      titles={{ add: t('ref.authClient.add'), edit: t('ref.authClient.edit') }}
      defaults={{ status: '0' }}
      keyField="id"
      width={520}
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
      <RemarkField label={t('ref.remark')} />
    </CrudFormModal>
  );
}
