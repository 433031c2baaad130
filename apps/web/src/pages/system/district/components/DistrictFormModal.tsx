import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { CODE_PATTERN } from '@tms/domain';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { District, DistrictForm } from '../types';

/** Adding: parent given (null for a province). Editing: the record; its place in the tree stays. */
export type DistrictFormTarget =
  | { mode: 'add'; parent: District | null }
  | { mode: 'edit'; record: District };

type Props = {
  target: DistrictFormTarget | null;
  onClose: () => void;
  onSubmit: (values: DistrictForm) => Promise<boolean>;
};

export function DistrictFormModal({ target, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const parent = target?.mode === 'add' ? target.parent : null;
  const record = target?.mode === 'edit' ? target.record : null;
  const level = record ? record.level : parent ? parent.level + 1 : 1;
  return (
    <ModalForm<DistrictForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="district-form-modal"
      title={record ? t('ref.district.edit') : t('ref.district.add')}
      open={!!target}
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? {}}
      width={480}
      onFinish={(values) =>
        onSubmit({
          id: record?.id,
          parentId: record ? record.parentId : (parent?.id ?? 0),
          level,
          code: values.code,
          name: values.name,
        })
      }
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        {parent && <Descriptions.Item label={t('ref.district.parent')}>{parent.name}</Descriptions.Item>}
        <Descriptions.Item label={t('ref.district.level')}>
          {t(`ref.district.level${level}`)}
        </Descriptions.Item>
      </Descriptions>
      <ProFormText
        name="code"
        label={t('ref.district.code')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: CODE_PATTERN, message: t('common.invalidCode') },
          { max: 20 },
        ]}
      />
      <ProFormText
        name="name"
        label={t('ref.district.name')}
        rules={[{ required: true, message: t('common.required') }, { max: 60 }]}
      />
    </ModalForm>
  );
}
