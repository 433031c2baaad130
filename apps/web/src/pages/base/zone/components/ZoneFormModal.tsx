import { ProFormText } from '@ant-design/pro-components';
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
import type { Zone, ZoneForm } from '../types';
import { DispatchCenterField } from './DispatchCenterField';

export function ZoneFormModal(props: FormModalProps<Zone, ZoneForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-zone-form-modal"
      titles={{ add: t('baseZone.add'), edit: t('baseZone.edit') }}
      defaults={{ enableFlag: 'Y' }}
      normalize={(values) => ({ ...values, dispatchCenterId: values.dispatchCenterId ?? null })}
      width={600}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseZone.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseZone.name')} rules={[requiredRule(t), { max: 60 }]} />
      <DispatchCenterField />
      <GridItem span={12} name="enableFlag" label={t('basePlace.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('basePlace.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
