import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { Order, OrderForm } from '../types';

/** Create an order, or change an open, unlocked one: client, type, breed and remark. */
export function OrderFormModal(props: FormModalProps<Order, OrderForm>) {
  const { t } = useTranslation();
  const orderTypes = dictValueEnum(useDict('order_type'));
  const breeds = dictValueEnum(useDict('order_breed'));
  return (
    <CrudFormModal<Order, OrderForm>
      {...props}
      name="orderForm"
      titles={{
        add: t('orderOrder.add'),
        edit: t('orderOrder.edit', { code: props.record?.code ?? '' }),
      }}
      defaults={{ orderType: '1' }}
      width={720}
      grid
      colProps={{ span: 12 }}
    >
      <GridItem span={12} name="clientId" label={t('orderOrder.client')} rules={[requiredRule(t)]}>
        <RemoteSelect url="/system/client/dropBox" />
      </GridItem>
      <ProFormSelect name="orderType" label={t('orderOrder.orderType')} valueEnum={orderTypes} />
      <ProFormSelect name="orderBreed" label={t('orderOrder.orderBreed')} valueEnum={breeds} />
      <RemarkField label={t('orderOrder.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
