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
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { PrintTemplate, PrintTemplateForm } from '../types';

export function PrintTemplateFormModal(props: FormModalProps<PrintTemplate, PrintTemplateForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-print-template-form-modal"
      titles={{ add: t('basePrintTemplate.add'), edit: t('basePrintTemplate.edit') }}
      defaults={{ enableFlag: 'Y', type: 'goods' }}
      width={640}
      grid
      colProps={{ span: 12 }}
    >
      <Alert
        type="info"
        showIcon
        style={{ width: '100%', marginBottom: 16 }}
        message={t('basePrintTemplate.layoutLater')}
      />
      <ProFormText name="code" label={t('basePrintTemplate.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('basePrintTemplate.name')} rules={[requiredRule(t), { max: 60 }]} />
      <ProFormSelect
        name="type"
        label={t('basePrintTemplate.type')}
        valueEnum={dictValueEnum(useDict('print_template_type'))}
        rules={[requiredRule(t)]}
      />
      <GridItem span={12} name="clientId" label={t('basePrintTemplate.client')}>
        <RemoteSelect url="/system/client/dropBox" />
      </GridItem>
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
