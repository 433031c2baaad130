import { ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { CODE_PATTERN } from '@tms/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, RemarkField, useStatusEnum } from '../../../../components/crud';
import type { DispatchCenter, DispatchCenterForm } from '../types';

/** The zones the browser knows, the operator's own first. */
function timeZones(): string[] {
  const first = ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei', 'Asia/Singapore'];
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...first, ...all.filter((z) => !first.includes(z))];
}

export function DispatchCenterFormModal(props: FormModalProps<DispatchCenter, DispatchCenterForm>) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  return (
    <CrudFormModal
      {...props}
      name="dispatch-center-form-modal"
      titles={{ add: t('ref.dispatchCenter.add'), edit: t('ref.dispatchCenter.edit') }}
      defaults={{ status: '0', timeZone: 'Asia/Shanghai' }}
      width={640}
      grid
    >
      <ProFormText
        name="code"
        label={t('ref.dispatchCenter.code')}
        colProps={{ span: 12 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: CODE_PATTERN, message: t('common.invalidCode') },
          { max: 30 },
        ]}
      />
      <ProFormText
        name="name"
        label={t('ref.dispatchCenter.name')}
        colProps={{ span: 12 }}
        rules={[{ required: true, message: t('common.required') }, { max: 60 }]}
      />
      <ProFormText name="address" label={t('ref.dispatchCenter.address')} rules={[{ max: 200 }]} />
      <ProFormText
        name="contact"
        label={t('ref.dispatchCenter.contact')}
        colProps={{ span: 12 }}
        rules={[{ max: 60 }]}
      />
      <ProFormText
        name="phone"
        label={t('ref.dispatchCenter.phone')}
        colProps={{ span: 12 }}
        rules={[{ max: 30 }]}
      />
      <ProFormSelect
        name="timeZone"
        label={t('ref.dispatchCenter.timeZone')}
        colProps={{ span: 12 }}
        showSearch
        options={zones}
        rules={[{ required: true, message: t('common.required') }]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('ref.status')}
        colProps={{ span: 12 }}
        valueEnum={statusEnum}
      />
      <RemarkField label={t('ref.remark')} />
    </CrudFormModal>
  );
}
