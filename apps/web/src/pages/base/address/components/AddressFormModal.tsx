import { ModalForm, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, checkAddress, REMARK_MAX } from '@tms/domain';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { Address, AddressForm } from '../types';

type Props = {
  open: boolean;
  record: Address | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: AddressForm) => Promise<boolean>;
};

const CHECKED = ['country', 'province', 'city', 'postcode', 'longitude', 'latitude'];

export function AddressFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  /** The domain's address rules (postcode, Hong Kong, coordinates) reported on one field. */
  const rule =
    (field: 'postcode' | 'longitude' | 'latitude'): RuleRender =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const issue = checkAddress(getFieldsValue(CHECKED)).find((i) => i.field === field);
        return issue ? Promise.reject(new Error(t(issue.key))) : Promise.resolve();
      },
    });
  const text = (name: string, max: number, span = 8) => (
    <ProFormText name={name} label={t(`baseAddress.${name}`)} colProps={{ span }} rules={[{ max }]} />
  );
  return (
    <ModalForm<AddressForm>
      name="base-address-form-modal"
      title={record ? t('baseAddress.edit') : t('baseAddress.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? {}}
      width={760}
      grid
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('baseAddress.code')}
        colProps={{ span: 8 }}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText
        name="country"
        label={t('baseAddress.country')}
        tooltip={t('baseAddress.countryHint')}
        colProps={{ span: 8 }}
        rules={[{ max: 30 }]}
      />
      {text('province', 30)}
      {text('city', 30)}
      {text('area', 30)}
      {text('street', 60)}
      {text('houseNumber', 30)}
      <ProFormText
        name="postcode"
        label={t('baseAddress.postcode')}
        tooltip={t('baseAddress.postcodeHint')}
        colProps={{ span: 8 }}
        dependencies={['province', 'city', 'country']}
        rules={[rule('postcode')]}
      />
      <ProFormDigit
        name="longitude"
        label={t('baseAddress.longitude')}
        colProps={{ span: 4 }}
        fieldProps={{ precision: 6, min: -999, max: 999 }}
        dependencies={['latitude']}
        rules={[rule('longitude')]}
      />
      <ProFormDigit
        name="latitude"
        label={t('baseAddress.latitude')}
        colProps={{ span: 4 }}
        fieldProps={{ precision: 6, min: -999, max: 999 }}
        dependencies={['longitude']}
        rules={[rule('latitude')]}
      />
      {text('address1', 200, 12)}
      {text('address2', 200, 12)}
      <ProFormTextArea
        name="remark"
        label={t('basePlace.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
