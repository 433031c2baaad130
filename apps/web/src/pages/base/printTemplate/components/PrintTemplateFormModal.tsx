import { ModalForm, ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { Alert, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../app/dicts';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import type { PrintTemplate, PrintTemplateForm } from '../types';

type Props = {
  open: boolean;
  record: PrintTemplate | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: PrintTemplateForm) => Promise<boolean>;
};

export function PrintTemplateFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<PrintTemplateForm>
      name="base-print-template-form-modal"
      title={record ? t('basePrintTemplate.edit') : t('basePrintTemplate.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y', type: 'goods' }}
      width={640}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <Alert
        type="info"
        showIcon
        style={{ width: '100%', marginBottom: 16 }}
        message={t('basePrintTemplate.layoutLater')}
      />
      <ProFormText
        name="code"
        label={t('basePrintTemplate.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('basePrintTemplate.name')} rules={[required, { max: 60 }]} />
      <ProFormSelect
        name="type"
        label={t('basePrintTemplate.type')}
        valueEnum={dictValueEnum(useDict('print_template_type'))}
        rules={[required]}
      />
      <Col span={12}>
        <ProForm.Item name="clientId" label={t('basePrintTemplate.client')}>
          <RemoteSelect url="/system/client/dropBox" />
        </ProForm.Item>
      </Col>
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
