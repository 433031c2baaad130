import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { checkNonNegativeDecimal, checkRouteEnds } from '@tms/domain';
import type { Rule } from 'antd/es/form';
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
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { problemText } from '../problem';
import type { StandardRoute, StandardRouteForm } from '../types';

const DECIMALS = { mileageKm: 10, cost: 14, prescriptionHours: 8 } as const;

export function RouteFormModal(props: FormModalProps<StandardRoute, StandardRouteForm>) {
  const { t } = useTranslation();
  const transTypes = dictValueEnum(useDict('route_transport_way'));
  const stowageModes = dictValueEnum(useDict('route_stowage_mode'));

  const decimalRule = (field: keyof typeof DECIMALS) => ({
    validator: async (_: unknown, value: unknown) => {
      const problem = checkNonNegativeDecimal(value as string | number | null, field, {
        precision: DECIMALS[field],
        scale: 2,
      });
      if (problem) throw new Error(problemText(t, problem));
    },
  });
  // Origin and destination are checked together, on the destination (the domain rule of the server).
  const endsRule: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      const problem = checkRouteEnds({
        originZoneId: getFieldValue('originZoneId'),
        destZoneId: getFieldValue('destZoneId'),
      });
      if (problem) throw new Error(problemText(t, problem));
    },
  });

  const digit = (field: keyof typeof DECIMALS, label: string) => (
    <ProFormDigit
      name={field}
      label={label}
      colProps={{ span: 8 }}
      min={0}
      fieldProps={{ precision: 2, stringMode: true }}
      rules={[decimalRule(field)]}
    />
  );

  return (
    <CrudFormModal
      {...props}
      name="base-route-form-modal"
      titles={{ add: t('baseRoute.add'), edit: t('baseRoute.edit') }}
      defaults={{ transType: '3' }}
      width={720}
      grid
    >
      <ProFormText
        name="code"
        label={t('base.route.field.code')}
        colProps={{ span: 12 }}
        rules={codeRules(t)}
      />
      <ProFormText
        name="name"
        label={t('base.route.field.name')}
        colProps={{ span: 12 }}
        rules={[requiredRule(t), { max: 60 }]}
      />
      <GridItem
        name="originZoneId"
        label={t('base.route.field.originZone')}
        span={12}
        rules={[requiredRule(t)]}
      >
        <RemoteSelect url="/system/zone/dropBox" placeholder={t('baseRoute.pickZone')} />
      </GridItem>
      <GridItem
        name="destZoneId"
        label={t('base.route.field.destZone')}
        span={12}
        dependencies={['originZoneId']}
        required
        rules={[endsRule]}
      >
        <RemoteSelect url="/system/zone/dropBox" placeholder={t('baseRoute.pickZone')} />
      </GridItem>
      <ProFormSelect
        name="transType"
        label={t('base.route.field.transType')}
        colProps={{ span: 8 }}
        valueEnum={transTypes}
      />
      <ProFormSelect
        name="stowageMode"
        label={t('base.route.field.stowageMode')}
        colProps={{ span: 8 }}
        valueEnum={stowageModes}
      />
      <ProFormText
        name="transportGroup"
        label={t('base.route.field.transportGroup')}
        colProps={{ span: 8 }}
        rules={[{ max: 60 }]}
      />
      {digit('mileageKm', t('base.route.field.mileageKm'))}
      {digit('cost', t('base.route.field.cost'))}
      {digit('prescriptionHours', t('base.route.field.prescriptionHours'))}
      <RemarkField label={t('base.route.field.remark')} />
    </CrudFormModal>
  );
}
