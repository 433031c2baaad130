import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
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
import type { Printer, PrinterForm } from '../types';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function PrinterFormModal(props: FormModalProps<Printer, PrinterForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-printer-form-modal"
      titles={{ add: t('basePrinter.add'), edit: t('basePrinter.edit') }}
      defaults={{ enableFlag: 'Y', port: 9100, paperSize: 'A4' }}
      width={640}
      grid
      colProps={{ span: 12 }}
    >
      {!props.record && (
        <Alert
          type="info"
          showIcon
          style={{ width: '100%', marginBottom: 16 }}
          message={t('basePrinter.centerHint')}
        />
      )}
      <ProFormText name="code" label={t('basePrinter.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('basePrinter.name')} rules={[requiredRule(t), { max: 60 }]} />
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
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
