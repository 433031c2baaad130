import { ModalForm, ProForm, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, checkClientTemperature, MOBILE_PATTERN, REMARK_MAX } from '@tms/domain';
import { Col } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import type { Client, ClientForm } from '../types';

type Props = {
  open: boolean;
  record: Client | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ClientForm) => Promise<boolean>;
};

/** The temperature rule of the domain (filled together, minimum 0 or more, min not above max) per field. */
function temperatureRule(field: 'minTemperature' | 'maxTemperature', t: (key: string) => string): RuleRender {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const issue = checkClientTemperature(getFieldsValue(['minTemperature', 'maxTemperature']));
      return issue && issue.field === field ? Promise.reject(new Error(t(issue.key))) : Promise.resolve();
    },
  });
}

export function ClientFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<ClientForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="base-client-form-modal"
      title={record ? t('baseClient.edit') : t('baseClient.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { imageReturn: 'N', enableFlag: 'Y' }}
      width={720}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('baseClient.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseClient.name')} rules={[required, { max: 60 }]} />
      <ProFormText name="shortName" label={t('baseClient.shortName')} rules={[{ max: 30 }]} />
      <ProFormText name="contact" label={t('baseClient.contact')} rules={[{ max: 30 }]} />
      <ProFormText
        name="mobile"
        label={t('baseClient.mobile')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('common.invalidMobile') }]}
      />
      <ProFormText name="address" label={t('baseClient.address')} rules={[{ max: 200 }]} />
      <ProFormDigit
        name="minTemperature"
        label={t('baseClient.minTemperature')}
        tooltip={t('baseClient.temperatureHint')}
        fieldProps={{ precision: 1, step: 0.5, min: -999, max: 999 }}
        dependencies={['maxTemperature']}
        rules={[temperatureRule('minTemperature', t)]}
      />
      <ProFormDigit
        name="maxTemperature"
        label={t('baseClient.maxTemperature')}
        fieldProps={{ precision: 1, step: 0.5, min: -999, max: 999 }}
        dependencies={['minTemperature']}
        rules={[temperatureRule('maxTemperature', t)]}
      />
      <Col span={6}>
        <ProForm.Item name="imageReturn" label={t('baseClient.imageReturn')}>
          <YesNoSwitch />
        </ProForm.Item>
      </Col>
      <Col span={6}>
        <ProForm.Item name="enableFlag" label={t('baseClient.enableFlag')}>
          <YesNoSwitch />
        </ProForm.Item>
      </Col>
      <ProFormTextArea
        name="remark"
        label={t('baseClient.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
