import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { checkClientTemperature, MOBILE_PATTERN } from '@tms/domain';
import type { RuleRender } from 'antd/es/form';
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
import type { Client, ClientForm } from '../types';

/** The temperature rule of the domain (filled together, minimum 0 or more, min not above max) per field. */
function temperatureRule(field: 'minTemperature' | 'maxTemperature', t: (key: string) => string): RuleRender {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const issue = checkClientTemperature(getFieldsValue(['minTemperature', 'maxTemperature']));
      return issue && issue.field === field ? Promise.reject(new Error(t(issue.key))) : Promise.resolve();
    },
  });
}

export function ClientFormModal(props: FormModalProps<Client, ClientForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-client-form-modal"
      titles={{ add: t('baseClient.add'), edit: t('baseClient.edit') }}
      defaults={{ imageReturn: 'N', enableFlag: 'Y' }}
      width={720}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseClient.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseClient.name')} rules={[requiredRule(t), { max: 60 }]} />
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
      <GridItem span={6} name="imageReturn" label={t('baseClient.imageReturn')}>
        <YesNoSwitch />
      </GridItem>
      <GridItem span={6} name="enableFlag" label={t('baseClient.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseClient.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
