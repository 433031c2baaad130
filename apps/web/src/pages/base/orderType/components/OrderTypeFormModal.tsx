import { ModalForm, ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../app/dicts';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import type { OrderType, OrderTypeForm } from '../types';

type Props = {
  open: boolean;
  record: OrderType | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: OrderTypeForm) => Promise<boolean>;
};

export function OrderTypeFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<OrderTypeForm>
      name="base-order-type-form-modal"
      title={record ? t('baseOrderType.edit') : t('baseOrderType.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y' }}
      width={640}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('baseOrderType.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseOrderType.name')} rules={[required, { max: 60 }]} />
      <ProFormSelect
        name="orderBreed"
        label={t('baseOrderType.orderBreed')}
        valueEnum={dictValueEnum(useDict('order_breed'))}
      />
      <Col span={12}>
        <ProForm.Item name="enableFlag" label={t('baseItem.enableFlag')}>
          <YesNoSwitch />
        </ProForm.Item>
      </Col>
      <ProFormTextArea
        name="remark"
        label={t('baseItem.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
