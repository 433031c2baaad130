import { ProFormDatePicker, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
import type { Project, ProjectForm } from '../types';

export function ProjectFormModal(props: FormModalProps<Project, ProjectForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-project-form-modal"
      titles={{ add: t('baseProject.add'), edit: t('baseProject.edit') }}
      defaults={{ enableFlag: 'Y' }}
      width={680}
      grid
      colProps={{ span: 12 }}
    >
      {!props.record && (
        <Alert
          type="info"
          showIcon
          style={{ width: '100%', marginBottom: 16 }}
          message={t('baseMore.centerHint')}
        />
      )}
      <ProFormText name="code" label={t('baseMore.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseMore.name')} rules={[requiredRule(t), { max: 60 }]} />
      <GridItem span={12} name="clientId" label={t('baseMore.client')}>
        <RemoteSelect url="/system/client/dropBox" />
      </GridItem>
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormDatePicker name="startDate" label={t('baseProject.startDate')} width="100%" />
      <ProFormDatePicker
        name="endDate"
        label={t('baseProject.endDate')}
        width="100%"
        dependencies={['startDate']}
        rules={[
          ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
            validator: (_rule: unknown, value: unknown) => {
              const start = getFieldValue('startDate');
              if (
                !value ||
                !start ||
                !dayjs(value as Dayjs | string).isBefore(dayjs(start as Dayjs | string), 'day')
              )
                return Promise.resolve();
              return Promise.reject(new Error(t('baseProject.dateOrder')));
            },
          }),
        ]}
      />
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
