import { ProFormText } from '@ant-design/pro-components';
import { CONTACT_FORMAT_KEYS, type ContactField, isContactValueValid } from '@tms/domain';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import type { Contact, ContactForm } from '../types';

const FIELDS: { field: ContactField; max: number }[] = [
  { field: 'mobile', max: 20 },
  { field: 'landline', max: 30 },
  { field: 'wechat', max: 20 },
  { field: 'email', max: 50 },
  { field: 'fax', max: 30 },
];

export function ContactFormModal(props: FormModalProps<Contact, ContactForm>) {
  const { t } = useTranslation();
  /** The domain's format check of one contact field, with its translated message. */
  const format = (field: ContactField): Rule => ({
    validator: (_, value?: string) =>
      isContactValueValid(field, value)
        ? Promise.resolve()
        : Promise.reject(new Error(t(CONTACT_FORMAT_KEYS[field]))),
  });
  return (
    <CrudFormModal
      {...props}
      name="base-contact-form-modal"
      titles={{ add: t('baseContact.add'), edit: t('baseContact.edit') }}
      width={680}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseContact.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseContact.name')} rules={[requiredRule(t), { max: 30 }]} />
      {FIELDS.map(({ field, max }) => (
        <ProFormText
          key={field}
          name={field}
          label={t(`baseContact.${field}`)}
          tooltip={field === 'landline' || field === 'fax' ? t('baseContact.landlineHint') : undefined}
          rules={[format(field), { max }]}
        />
      ))}
      <RemarkField label={t('basePlace.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
