import { ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import type { DataGroup, DataGroupForm } from '../types';

export function DataGroupFormModal(props: FormModalProps<DataGroup, DataGroupForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-data-group-form-modal"
      titles={{ add: t('baseDataGroup.add'), edit: t('baseDataGroup.edit') }}
      width={560}
    >
      <ProFormText name="code" label={t('baseDataGroup.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseDataGroup.name')} rules={[requiredRule(t), { max: 60 }]} />
      <RemarkField label={t('basePlace.remark')} />
    </CrudFormModal>
  );
}
