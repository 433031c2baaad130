import {
  ModalForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  CODE_PATTERN,
  DEFAULT_TIMESTAMP_FORMAT,
  NUMBER_PREFIX_MAX,
  numberRuleProblems,
  REMARK_MAX,
  SERIAL_LENGTH_MAX,
  SERIAL_LENGTH_MIN,
} from '@tms/domain';
import { Alert, Col, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../app/dicts';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { domainMessage } from '../../item/components/measure-rules';
import { exampleOf, type FormatFields, formatOf } from '../example';
import type { NumberRule, NumberRuleForm } from '../types';

type Props = {
  open: boolean;
  record: NumberRule | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: NumberRuleForm) => Promise<boolean>;
};

export function NumberRuleFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const refTypes = dictValueEnum(useDict('number_ref_type'));
  const required = { required: true, message: t('common.required') };
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
    <ModalForm<NumberRuleForm>
      name="base-number-rule-form-modal"
      title={record ? t('baseNumberRule.edit') : t('baseNumberRule.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        record ?? {
          prefix: '',
          timestampEnabled: 'Y',
          timestampFormat: DEFAULT_TIMESTAMP_FORMAT,
          serialLength: 6,
          enableFlag: 'Y',
        }
      }
      width={720}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('baseNumberRule.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormSelect
        name="refType"
        label={t('baseNumberRule.refType')}
        valueEnum={refTypes}
        rules={[required]}
      />
      <Col span={12}>
        <ProForm.Item name="clientId" label={t('baseNumberRule.client')}>
          <RemoteSelect url="/system/client/dropBox" placeholder={t('baseNumberRule.allClients')} />
        </ProForm.Item>
      </Col>
      <Col span={12}>
        <ProForm.Item name="dispatchCenterId" label={t('baseNumberRule.dispatchCenter')}>
          <RemoteSelect
            url="/system/dispatchCenter/selectByDDAndUser"
            placeholder={t('baseNumberRule.allCenters')}
          />
        </ProForm.Item>
      </Col>
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
      <Col span={12}>
        <ProForm.Item name="timestampEnabled" label={t('baseNumberRule.timestampEnabled')}>
          <YesNoSwitch />
        </ProForm.Item>
      </Col>
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
      <Col span={12}>
        <ProForm.Item name="enableFlag" label={t('baseItem.enableFlag')}>
          <YesNoSwitch />
        </ProForm.Item>
      </Col>
      <ProFormDependency name={['prefix', 'timestampEnabled', 'timestampFormat', 'serialLength']}>
        {(values) => (
          <Col span={24}>
            <ProForm.Item label={t('baseNumberRule.example')}>
              <Typography.Text code strong data-testid="number-rule-example">
                {exampleOf(values) ?? '-'}
              </Typography.Text>
            </ProForm.Item>
          </Col>
        )}
      </ProFormDependency>
      <Alert
        type="info"
        showIcon
        style={{ width: '100%', marginBottom: 16 }}
        message={t('baseNumberRule.specificityHint')}
      />
      <ProFormTextArea
        name="remark"
        label={t('baseItem.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
