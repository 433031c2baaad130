import { ProFormDependency } from '@ant-design/pro-components';
import {
  type CompartmentRuleInput,
  checkVehicleModel,
  compartmentField,
  type FleetProblem,
  type ModelCompartment,
} from '@tms/domain';
import { InputNumber, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { domainRule } from '../../carrier/shared/form-rules';
import { problemText } from '../../carrier/shared/problem';

type Figure = 'ratedLoadKg' | 'ratedVolumeM3';
type Row = { tempCode: string; ratedLoadKg: string | null; ratedVolumeM3: string | null };

/** The compartments the form keeps, one per chosen layer, in the order the layers were chosen. */
export function compartmentsOfLayers(
  layers: readonly string[],
  value: readonly CompartmentRuleInput[] | null | undefined,
): Row[] {
  const figure = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? null : String(v);
  return layers.map((tempCode) => {
    const given = (value ?? []).find((c) => c.tempCode === tempCode);
    return { tempCode, ratedLoadKg: figure(given?.ratedLoadKg), ratedVolumeM3: figure(given?.ratedVolumeM3) };
  });
}

/** The submitted compartments: the chosen layers' rows that limit something (a layer dropped is left out). */
export function compartmentsToSubmit(
  layers: readonly string[] | null | undefined,
  value: readonly CompartmentRuleInput[] | null | undefined,
): ModelCompartment[] {
  return compartmentsOfLayers(layers ?? [], value).filter(
    (c) => c.ratedLoadKg !== null || c.ratedVolumeM3 !== null,
  );
}

function CompartmentsInput({
  layers,
  labelOf,
  problems,
  value,
  onChange,
}: {
  layers: readonly string[];
  labelOf: (code: string) => string;
  problems: FleetProblem[];
  value?: CompartmentRuleInput[] | null;
  onChange?: (value: Row[]) => void;
}) {
  const { t } = useTranslation();
  const rows = compartmentsOfLayers(layers, value);
  const set = (tempCode: string, figure: Figure, next: string | null) =>
    onChange?.(
      rows.map((r) => (r.tempCode === tempCode ? { ...r, [figure]: next === '' ? null : next } : r)),
    );
  const cell = (row: Row, figure: Figure, precision: number) => {
    const problem = problems.find((p) => p.field === compartmentField(row.tempCode, figure));
    return (
      <InputNumber<string>
        stringMode
        min="0"
        precision={precision}
        value={row[figure]}
        placeholder={t('fleet.model.unlimited')}
        status={problem ? 'error' : undefined}
        title={problem ? problemText(t, problem) : undefined}
        style={{ width: '100%' }}
        data-testid={`compartment-${row.tempCode}-${figure}`}
        onChange={(next) => set(row.tempCode, figure, next)}
      />
    );
  };
  if (layers.length === 0) {
    return <Typography.Text type="secondary">{t('fleet.model.compartmentsEmpty')}</Typography.Text>;
  }
  return (
    <Table<Row>
      size="small"
      rowKey="tempCode"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: t('base.fleet.col.layers'),
          dataIndex: 'tempCode',
          width: 200,
          render: (code: string) => <Tag>{labelOf(code)}</Tag>,
        },
        {
          title: t('fleet.model.compartmentLoad'),
          dataIndex: 'ratedLoadKg',
          render: (_, row) => cell(row, 'ratedLoadKg', 3),
        },
        {
          title: t('fleet.model.compartmentVolume'),
          dataIndex: 'ratedVolumeM3',
          render: (_, row) => cell(row, 'ratedVolumeM3', 6),
        },
      ]}
    />
  );
}

/**
 * Compartment capacities of the form: one row per chosen temperature layer (rated load and volume, both
 * optional), checked by the domain rule the server runs (checkVehicleModel): each figure within the
 * whole body's rated figure, with its precision.
 */
export function CompartmentsField({
  knownLayers,
  labelOf,
}: {
  knownLayers: readonly string[];
  labelOf: (code: string) => string;
}) {
  const { t } = useTranslation();
  const check = (values: Record<string, unknown>) =>
    checkVehicleModel(
      {
        ...values,
        compartments: compartmentsToSubmit(
          values.temperatureLayers as string[] | undefined,
          values.compartments as CompartmentRuleInput[] | undefined,
        ),
      },
      knownLayers,
    ).filter((p) => p.field.startsWith('compartments'));
  return (
    <ProFormDependency name={['temperatureLayers', 'ratedLoadKg', 'ratedVolumeM3', 'compartments']}>
      {(values) => (
        <GridItem
          name="compartments"
          label={t('fleet.model.compartments')}
          tooltip={t('fleet.model.compartmentsHint')}
          dependencies={['temperatureLayers', 'ratedLoadKg', 'ratedVolumeM3']}
          rules={[
            domainRule(t, 'compartments', (all) => check(all).map((p) => ({ ...p, field: 'compartments' }))),
          ]}
        >
          <CompartmentsInput
            layers={(values.temperatureLayers as string[] | undefined) ?? []}
            labelOf={labelOf}
            problems={check(values)}
          />
        </GridItem>
      )}
    </ProFormDependency>
  );
}
