import { ProFormDatePicker, ProFormRadio } from '@ant-design/pro-components';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { ImagesField } from './ImagesField';

/** The carrier of a driver or vehicle (required), or of a vehicle model (optional: none is shared). */
export function CarrierField({
  required = false,
  placeholder,
}: {
  required?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <GridItem
      span={8}
      name="carrierId"
      label={t('base.fleet.col.carrier')}
      rules={required ? [{ required: true, message: t('base.fleet.carrierRequired') }] : undefined}
    >
      <RemoteSelect url="/system/carrier/searchSelect" placeholder={placeholder} />
    </GridItem>
  );
}

type ImagesItemProps = {
  name: string;
  /** Already translated. */
  label: string;
  max: number;
  required?: boolean;
  /** The domain's check of this picture list. */
  rule: Rule;
};

/** A picture list of a driver or vehicle, with its limit under it. */
export function ImagesItem({ name, label, max, required = false, rule }: ImagesItemProps) {
  const { t } = useTranslation();
  return (
    <GridItem
      span={8}
      name={name}
      label={label}
      required={required}
      rules={[rule]}
      extra={t('fleet.image.limit', { max })}
    >
      <ImagesField max={max} />
    </GridItem>
  );
}

type DateFieldProps = {
  name: string;
  /** Already translated. */
  label: string;
  /** The form's dates the domain checks together: a change to any re-checks this one. */
  dates: string[];
  rules: Rule[];
};

/** A date of a driver or vehicle (licence, health certificate, insurance, inspection, ...). */
export function FleetDateField({ name, label, dates, rules }: DateFieldProps) {
  return (
    <ProFormDatePicker
      name={name}
      label={label}
      colProps={{ span: 8 }}
      width="100%"
      dependencies={dates}
      rules={rules}
    />
  );
}

/** The enable flag of carriers, drivers, vehicles and models, as two radio buttons. */
export function FleetEnableField({ span = 8 }: { span?: number }) {
  const { t } = useTranslation();
  return (
    <ProFormRadio.Group
      name="enableFlag"
      label={t('fleet.enableFlag')}
      colProps={{ span }}
      valueEnum={{ Y: t('fleet.enabled.Y'), N: t('fleet.enabled.N') }}
    />
  );
}
