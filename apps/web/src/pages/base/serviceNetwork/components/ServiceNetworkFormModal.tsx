import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { ServiceNetwork, ServiceNetworkForm } from '../types';

/** A coordinate within ±limit with at most 6 decimals (what the server keeps exactly). */
const coordinateRule = (limit: number, message: string) => ({
  validator: (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return Promise.resolve();
    const text = String(value).trim();
    const ok = /^-?\d{1,3}(\.\d{1,6})?$/.test(text) && Math.abs(Number(text)) <= limit;
    return ok ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

export function ServiceNetworkFormModal(props: FormModalProps<ServiceNetwork, ServiceNetworkForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-service-network-form-modal"
      titles={{ add: t('baseServiceNetwork.add'), edit: t('baseServiceNetwork.edit') }}
      defaults={{ enableFlag: 'Y', networkType: 'outlet' }}
      width={720}
      grid
      colProps={{ span: 12 }}
    >
      {!props.record && (
        <Alert
          type="info"
          showIcon
          style={{ width: '100%', marginBottom: 16 }}
          message={t('baseMore.centerHint')}
        />
      )}
      <ProFormText name="code" label={t('baseMore.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseMore.name')} rules={[requiredRule(t), { max: 60 }]} />
      <ProFormSelect
        name="networkType"
        label={t('baseMore.type')}
        valueEnum={dictValueEnum(useDict('service_network_type'))}
        rules={[requiredRule(t)]}
      />
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormText
        name="province"
        label={t('baseServiceNetwork.province')}
        colProps={{ span: 8 }}
        rules={[{ max: 30 }]}
      />
      <ProFormText
        name="city"
        label={t('baseServiceNetwork.city')}
        colProps={{ span: 8 }}
        rules={[{ max: 30 }]}
      />
      <ProFormText
        name="area"
        label={t('baseServiceNetwork.area')}
        colProps={{ span: 8 }}
        rules={[{ max: 30 }]}
      />
      <ProFormText
        name="address"
        label={t('baseMore.address')}
        colProps={{ span: 24 }}
        rules={[{ max: 200 }]}
      />
      <ProFormText
        name="longitude"
        label={t('baseServiceNetwork.longitude')}
        rules={[coordinateRule(180, t('base.serviceNetwork.longitudeRange'))]}
      />
      <ProFormText
        name="latitude"
        label={t('baseServiceNetwork.latitude')}
        rules={[coordinateRule(90, t('base.serviceNetwork.latitudeRange'))]}
      />
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
