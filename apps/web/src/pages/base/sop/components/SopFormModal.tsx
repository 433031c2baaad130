import {
  ProFormDatePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
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
import type { Sop, SopForm } from '../types';
import { AttachmentField } from './AttachmentField';

/** The server's limit on an SOP's text. */
const CONTENT_MAX = 5000;

export function SopFormModal(props: FormModalProps<Sop, SopForm>) {
  const { t } = useTranslation();
  const lineTypes = dictValueEnum(useDict('shipment_line_type'));
  const temperatures = dictValueEnum(useDict('item_temperature'));
  return (
    <CrudFormModal
      {...props}
      name="base-sop-form-modal"
      titles={{ add: t('baseSop.add'), edit: t('baseSop.edit') }}
      defaults={{ enableFlag: 'Y', version: 1, appliesTo: 'temperature' }}
      width={760}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseMore.code')} rules={codeRules(t)} />
      <ProFormText name="title" label={t('baseSop.title')} rules={[requiredRule(t), { max: 100 }]} />
      <ProFormSelect
        name="appliesTo"
        label={t('baseSop.appliesTo')}
        valueEnum={dictValueEnum(useDict('sop_applies_to'))}
        rules={[requiredRule(t)]}
      />
      <ProFormDependency name={['appliesTo']}>
        {({ appliesTo }) =>
          appliesTo === 'client' ? (
            <GridItem span={12} name="appliesValue" label={t('baseSop.appliesValue')}>
              <RemoteSelect url="/system/client/dropBox" />
            </GridItem>
          ) : (
            <ProFormSelect
              name="appliesValue"
              label={t('baseSop.appliesValue')}
              valueEnum={appliesTo === 'lineType' ? lineTypes : temperatures}
            />
          )
        }
      </ProFormDependency>
      <ProFormDigit
        name="version"
        label={t('baseSop.version')}
        min={1}
        max={9999}
        fieldProps={{ precision: 0 }}
        rules={[requiredRule(t)]}
      />
      <ProFormDatePicker name="effectiveDate" label={t('baseSop.effectiveDate')} width="100%" />
      <ProFormTextArea
        name="content"
        label={t('baseSop.content')}
        colProps={{ span: 24 }}
        fieldProps={{ rows: 6, maxLength: CONTENT_MAX, showCount: true }}
      />
      <GridItem span={12} name="attachmentId" label={t('baseSop.attachment')}>
        <AttachmentField name={props.record?.attachmentName ?? null} />
      </GridItem>
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
