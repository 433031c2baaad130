import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, EMAIL_PATTERN, REMARK_MAX } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import type { Carrier, CarrierForm } from '../types';

type Props = {
  open: boolean;
  record: Carrier | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: CarrierForm) => Promise<boolean>;
};

/** Mainland mobile or an 8-digit Hong Kong number (the server's rule). */
const CARRIER_PHONE = /^(1[3-9]\d{9}|[4-9]\d{7})$/;

export function CarrierFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const yesNo = { Y: t('fleet.enabled.Y'), N: t('fleet.enabled.N') };
  return (
    <ModalForm<CarrierForm>
      name="base-carrier-form-modal"
      title={record ? t('fleet.carrier.edit') : t('fleet.carrier.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y' }}
      width={720}
      grid
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('base.fleet.col.code')}
        colProps={{ span: 8 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: CODE_PATTERN, message: t('common.invalidCode') },
          { max: 30 },
        ]}
      />
      <ProFormText
        name="name"
        label={t('base.fleet.col.name')}
        colProps={{ span: 16 }}
        rules={[{ required: true, message: t('common.required') }, { max: 100 }]}
      />
      <ProFormText
        name="shortName"
        label={t('fleet.carrier.shortName')}
        colProps={{ span: 8 }}
        rules={[{ max: 60 }]}
      />
      <ProFormText
        name="creditCode"
        label={t('base.fleet.col.creditCode')}
        colProps={{ span: 16 }}
        rules={[{ max: 30 }]}
      />
      <ProFormText
        name="contact"
        label={t('base.fleet.col.contact')}
        colProps={{ span: 8 }}
        rules={[{ max: 60 }]}
      />
      <ProFormText
        name="mobile"
        label={t('base.fleet.col.mobile')}
        colProps={{ span: 8 }}
        rules={[{ pattern: CARRIER_PHONE, message: t('common.invalidMobile') }]}
      />
      <ProFormText
        name="email"
        label={t('fleet.carrier.email')}
        colProps={{ span: 8 }}
        rules={[{ pattern: EMAIL_PATTERN, message: t('common.invalidEmail') }, { max: 60 }]}
      />
      <ProFormText name="address" label={t('fleet.carrier.address')} rules={[{ max: 200 }]} />
      <ProFormRadio.Group
        name="enableFlag"
        label={t('fleet.enableFlag')}
        colProps={{ span: 12 }}
        valueEnum={yesNo}
      />
      <ProFormTextArea
        name="remark"
        label={t('base.fleet.col.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
