import {
  ModalForm,
  ProFormCheckbox,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { CODE_PATTERN, checkWeekdays } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../app/dicts';
import { problemText } from '../../route/problem';
import type { RouteGroup, RouteGroupForm } from '../types';
import { weekdayOptions } from '../weekdays';

type Props = {
  open: boolean;
  record: RouteGroup | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: RouteGroupForm) => Promise<boolean>;
};

export function RouteGroupFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const shifts = dictValueEnum(useDict('route_group_shift'));
  return (
    <ModalForm<RouteGroupForm>
      name="base-route-group-form-modal"
      title={record ? t('baseRoute.group.edit') : t('baseRoute.group.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { weekdays: [1, 2, 3, 4, 5] }}
      width={640}
      grid
      onFinish={(values) => onSubmit({ ...values, weekdays: values.weekdays ?? [], id: record?.id })}
    >
      <ProFormText
        name="code"
        label={t('base.routeGroup.field.code')}
        colProps={{ span: 12 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: CODE_PATTERN, message: t('common.invalidCode') },
          { max: 30 },
        ]}
      />
      <ProFormText
        name="name"
        label={t('base.routeGroup.field.name')}
        colProps={{ span: 12 }}
        rules={[{ required: true, message: t('common.required') }, { max: 60 }]}
      />
      <ProFormCheckbox.Group
        name="weekdays"
        label={t('base.routeGroup.field.weekdays')}
        options={weekdayOptions(t)}
        rules={[
          {
            validator: async (_: unknown, value: number[] = []) => {
              const problem = checkWeekdays(value);
              if (problem) throw new Error(problemText(t, problem));
            },
          },
        ]}
      />
      <ProFormSelect
        name="shift"
        label={t('base.routeGroup.field.shift')}
        colProps={{ span: 12 }}
        valueEnum={shifts}
      />
      <ProFormTextArea
        name="description"
        label={t('base.routeGroup.field.description')}
        fieldProps={{ maxLength: 200, showCount: true }}
      />
    </ModalForm>
  );
}
