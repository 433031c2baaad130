import { ProFormCheckbox, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { checkWeekdays } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, codeRules, type FormModalProps, requiredRule } from '../../../../components/crud';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { problemText } from '../../route/problem';
import type { RouteGroup, RouteGroupForm } from '../types';
import { weekdayOptions } from '../weekdays';

export function RouteGroupFormModal(props: FormModalProps<RouteGroup, RouteGroupForm>) {
  const { t } = useTranslation();
  const shifts = dictValueEnum(useDict('route_group_shift'));
  return (
    <CrudFormModal
      {...props}
      name="base-route-group-form-modal"
      titles={{ add: t('baseRoute.group.add'), edit: t('baseRoute.group.edit') }}
      defaults={{ weekdays: [1, 2, 3, 4, 5] }}
      keyField="id"
      normalize={(values) => ({ ...values, weekdays: values.weekdays ?? [] })}
      width={640}
      grid
    >
      <ProFormText
        name="code"
        label={t('base.routeGroup.field.code')}
        colProps={{ span: 12 }}
        rules={codeRules(t)}
      />
      <ProFormText
        name="name"
        label={t('base.routeGroup.field.name')}
        colProps={{ span: 12 }}
        rules={[requiredRule(t), { max: 60 }]}
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
    </CrudFormModal>
  );
}
