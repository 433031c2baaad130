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
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { OrderType, OrderTypeForm } from '../types';

export function OrderTypeFormModal(props: FormModalProps<OrderType, OrderTypeForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-order-type-form-modal"
      titles={{ add: t('baseOrderType.add'), edit: t('baseOrderType.edit') }}
      defaults={{ enableFlag: 'Y' }}
      width={640}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseOrderType.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseOrderType.name')} rules={[requiredRule(t), { max: 60 }]} />
      <ProFormSelect
        name="orderBreed"
        label={t('baseOrderType.orderBreed')}
        valueEnum={dictValueEnum(useDict('order_breed'))}
      />
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
