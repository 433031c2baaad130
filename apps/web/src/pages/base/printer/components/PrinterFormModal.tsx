import { ModalForm, ProForm, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { Alert, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import type { Printer, PrinterForm } from '../types';

type Props = {
  open: boolean;
  record: Printer | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: PrinterForm) => Promise<boolean>;
};

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function PrinterFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<PrinterForm>
      name="base-printer-form-modal"
      title={record ? t('basePrinter.edit') : t('basePrinter.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y', port: 9100, paperSize: 'A4' }}
      width={640}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      {!record && (
        <Alert
          type="info"
          showIcon
          style={{ width: '100%', marginBottom: 16 }}
          message={t('basePrinter.centerHint')}
        />
      )}
      <ProFormText
        name="code"
        label={t('basePrinter.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('basePrinter.name')} rules={[required, { max: 60 }]} />
      <ProFormText name="model" label={t('basePrinter.model')} rules={[{ max: 60 }]} />
      <ProFormText name="paperSize" label={t('basePrinter.paperSize')} rules={[{ max: 30 }]} />
      <ProFormText
        name="ip"
        label={t('basePrinter.ip')}
        rules={[{ pattern: IPV4, message: t('common.invalidFormat') }]}
      />
      <ProFormDigit
        name="port"
        label={t('basePrinter.port')}
        min={1}
        max={65535}
        fieldProps={{ precision: 0 }}
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
