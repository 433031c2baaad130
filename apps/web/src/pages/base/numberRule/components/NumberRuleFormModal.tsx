import { ProFormDependency, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import {
  DEFAULT_TIMESTAMP_FORMAT,
  NUMBER_PREFIX_MAX,
  numberRuleProblems,
  SERIAL_LENGTH_MAX,
  SERIAL_LENGTH_MIN,
} from '@tms/domain';
import { Alert, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
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
import { domainMessage } from '../../item/components/measure-rules';
import { exampleOf, type FormatFields, formatOf } from '../example';
import type { NumberRule, NumberRuleForm } from '../types';

/** A new rule's values. */
const DEFAULTS = {
  prefix: '',
  timestampEnabled: 'Y',
  timestampFormat: DEFAULT_TIMESTAMP_FORMAT,
  serialLength: 6,
  enableFlag: 'Y',
};

export function NumberRuleFormModal(props: FormModalProps<NumberRule, NumberRuleForm>) {
  const { t } = useTranslation();
  const refTypes = dictValueEnum(useDict('number_ref_type'));
  const required = requiredRule(t);
  /** A field's domain rule: the first problem numberRuleProblems finds for this field. */
  const domainRule =
    (field: 'prefix' | 'timestampFormat' | 'serialLength') =>
    ({ getFieldsValue }: { getFieldsValue: (names: string[]) => Partial<FormatFields> }): RuleObject => ({
      validator: () => {
        const values = getFieldsValue(['prefix', 'timestampEnabled', 'timestampFormat', 'serialLength']);
        const problem = numberRuleProblems(formatOf(values)).find((p) => p.field === field);
        return problem
          ? Promise.reject(new Error(domainMessage(t, problem.key, problem.params)))
          : Promise.resolve();
      },
    });
  return (
    <CrudFormModal
      {...props}
      name="base-number-rule-form-modal"
      titles={{ add: t('baseNumberRule.add'), edit: t('baseNumberRule.edit') }}
      defaults={DEFAULTS}
      width={720}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseNumberRule.code')} rules={codeRules(t)} />
      <ProFormSelect
        name="refType"
        label={t('baseNumberRule.refType')}
        valueEnum={refTypes}
        rules={[required]}
      />
      <GridItem span={12} name="clientId" label={t('baseNumberRule.client')}>
        <RemoteSelect url="/system/client/dropBox" placeholder={t('baseNumberRule.allClients')} />
      </GridItem>
      <GridItem span={12} name="dispatchCenterId" label={t('baseNumberRule.dispatchCenter')}>
        <RemoteSelect
          url="/system/dispatchCenter/selectByDDAndUser"
          placeholder={t('baseNumberRule.allCenters')}
        />
      </GridItem>
      <ProFormText
        name="prefix"
        label={t('baseNumberRule.prefix')}
        fieldProps={{ maxLength: NUMBER_PREFIX_MAX }}
        rules={[domainRule('prefix')]}
      />
      <ProFormDigit
        name="serialLength"
        label={t('baseNumberRule.serialLength')}
        min={SERIAL_LENGTH_MIN}
        max={SERIAL_LENGTH_MAX}
        fieldProps={{ precision: 0 }}
        rules={[required, domainRule('serialLength')]}
      />
      <GridItem span={12} name="timestampEnabled" label={t('baseNumberRule.timestampEnabled')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormDependency name={['timestampEnabled']}>
        {({ timestampEnabled }) => (
          <ProFormText
            name="timestampFormat"
            label={t('baseNumberRule.timestampFormat')}
            tooltip={t('baseNumberRule.timestampHint')}
            colProps={{ span: 12 }}
            disabled={timestampEnabled === 'N'}
            rules={[domainRule('timestampFormat')]}
          />
        )}
      </ProFormDependency>
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormDependency name={['prefix', 'timestampEnabled', 'timestampFormat', 'serialLength']}>
        {(values) => (
          <GridItem label={t('baseNumberRule.example')}>
            <Typography.Text code strong data-testid="number-rule-example">
              {exampleOf(values) ?? '-'}
            </Typography.Text>
          </GridItem>
        )}
      </ProFormDependency>
      <Alert
        type="info"
        showIcon
        style={{ width: '100%', marginBottom: 16 }}
        message={t('baseNumberRule.specificityHint')}
      />
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
