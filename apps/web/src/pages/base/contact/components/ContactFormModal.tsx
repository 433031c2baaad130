import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  CODE_PATTERN,
  CONTACT_FORMAT_KEYS,
  type ContactField,
  isContactValueValid,
  REMARK_MAX,
} from '@tms/domain';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactForm } from '../types';

type Props = {
  open: boolean;
  record: Contact | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ContactForm) => Promise<boolean>;
};

const FIELDS: { field: ContactField; max: number }[] = [
  { field: 'mobile', max: 20 },
  { field: 'landline', max: 30 },
  { field: 'wechat', max: 20 },
  { field: 'email', max: 50 },
  { field: 'fax', max: 30 },
];

export function ContactFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  /** The domain's format check of one contact field, with its translated message. */
  const format = (field: ContactField): Rule => ({
    validator: (_, value?: string) =>
      isContactValueValid(field, value)
        ? Promise.resolve()
        : Promise.reject(new Error(t(CONTACT_FORMAT_KEYS[field]))),
  });
  return (
    <ModalForm<ContactForm>
      name="base-contact-form-modal"
      title={record ? t('baseContact.edit') : t('baseContact.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? {}}
      width={680}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('baseContact.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseContact.name')} rules={[required, { max: 30 }]} />
      {FIELDS.map(({ field, max }) => (
        <ProFormText
          key={field}
          name={field}
          label={t(`baseContact.${field}`)}
          tooltip={field === 'landline' || field === 'fax' ? t('baseContact.landlineHint') : undefined}
          rules={[format(field), { max }]}
        />
      ))}
      <ProFormTextArea
        name="remark"
        label={t('basePlace.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
