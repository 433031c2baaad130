import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { useDict } from '../../../../core/dicts';
import { DispatchCenterField } from '../../zone/components/DispatchCenterField';
import type { TransLocation, TransLocationForm } from '../types';

export function TransLocationFormModal(props: FormModalProps<TransLocation, TransLocationForm>) {
  const { t } = useTranslation();
  const types = useDict('trans_location_type').map((d) => ({ value: d.dictValue, label: d.dictLabel }));
  return (
    <CrudFormModal
      {...props}
      name="base-trans-location-form-modal"
      titles={{ add: t('baseTransLocation.add'), edit: t('baseTransLocation.edit') }}
      defaults={{ enableFlag: 'Y' }}
      normalize={(values) => ({
        ...values,
        zoneId: values.zoneId ?? null,
        dispatchCenterId: values.dispatchCenterId ?? null,
      })}
      width={680}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseTransLocation.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseTransLocation.name')} rules={[requiredRule(t), { max: 60 }]} />
      <ProFormSelect name="type" label={t('baseTransLocation.type')} options={types} />
      <GridItem span={12} name="zoneId" label={t('baseTransLocation.zone')}>
        <RemoteSelect url="/system/zone/dropBox" style={{ width: '100%' }} />
      </GridItem>
      <DispatchCenterField />
      <GridItem span={12} name="enableFlag" label={t('basePlace.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormText
        name="address"
        label={t('baseTransLocation.address')}
        colProps={{ span: 24 }}
        rules={[{ max: 200 }]}
      />
      <RemarkField label={t('basePlace.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
