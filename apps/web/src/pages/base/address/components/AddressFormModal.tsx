import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { checkAddress } from '@tms/domain';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, codeRules, type FormModalProps, RemarkField } from '../../../../components/crud';
import type { Address, AddressForm } from '../types';

const CHECKED = ['country', 'province', 'city', 'postcode', 'longitude', 'latitude'];

export function AddressFormModal(props: FormModalProps<Address, AddressForm>) {
  const { t } = useTranslation();
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
    <CrudFormModal
      {...props}
      name="base-address-form-modal"
      titles={{ add: t('baseAddress.add'), edit: t('baseAddress.edit') }}
      width={760}
      grid
    >
      <ProFormText name="code" label={t('baseAddress.code')} colProps={{ span: 8 }} rules={codeRules(t)} />
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
      <RemarkField label={t('basePlace.remark')} />
    </CrudFormModal>
  );
}
