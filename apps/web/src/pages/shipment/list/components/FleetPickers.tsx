import type { VehicleOption } from '@tms/contract';
import { Alert, Col, type SelectProps, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { useDict } from '../../../../core/dicts';
import { type FitVerdict, modelCheck, type VehicleVerdict } from '../lifecycle-api';

/**
 * A row of the scheduling picker (vehicleOptions): the plate as name, its carrier and model, whether it
 * can go for the shipments being scheduled and, when not, why (in the server's words).
 */
export type { VehicleOption } from '@tms/contract';

/** A row of the model searchSelect. */
type ModelOption = {
  uuid: string;
  code: string;
  name: string;
  temperatureLayers: string[];
  ratedLoadKg: string | null;
  ratedVolumeM3: string | null;
};

type Capacity = Pick<VehicleOption, 'temperatureLayers' | 'ratedLoadKg' | 'ratedVolumeM3'>;

/** Figures as stored (numeric with trailing zeros) shown without them: 28000.000 -> 28000. */
const figure = (value: string | null) => (value === null ? '-' : String(Number(value)));

/** The temperature layers as tags (dictionary labels) and the rated load and volume. */
function CapacityLine({ model }: { model: Capacity }) {
  const { t } = useTranslation();
  const temperatures = useDict('item_temperature');
  const label = (code: string) => temperatures.find((d) => d.dictValue === code)?.dictLabel ?? code;
  return (
    <Space size={4} wrap>
      {model.temperatureLayers.map((layer) => (
        <Tag key={layer} color="blue" style={{ marginInlineEnd: 0 }}>
          {label(layer)}
        </Tag>
      ))}
      <Typography.Text type="secondary">
        {t('shipment.fit.capacity', { load: figure(model.ratedLoadKg), volume: figure(model.ratedVolumeM3) })}
      </Typography.Text>
    </Space>
  );
}

type PickerProps = Omit<SelectProps, 'options'> & { params?: Record<string, unknown> };

/**
 * The scheduling dialog's vehicle picker: the caller's vehicles for these shipments (vehicleOptions),
 * each with its plate, model, layers and capacity; one that cannot go (busy then, goods it does not
 * carry, not approved, uninsured, ...) is shown greyed with its reasons and cannot be picked, as
 * scheduling would refuse it in the same words.
 */
export function VehicleSelect(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <RemoteSelect
      url="/shipment/shipment/vehicleOptions"
      popupMatchSelectWidth={false}
      isDisabled={(row) => !(row as unknown as VehicleOption).canGo}
      optionRender={(option) => {
        const row = option.data.row as VehicleOption;
        return (
          <div data-vehicle={row.code} data-can-go={row.canGo ? 'Y' : 'N'}>
            <div>
              {row.code} {row.name} · {row.vehicleModelName ?? t('shipment.fit.noModel')}
            </div>
            <CapacityLine model={row} />
            {!row.canGo && (
              <div>
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {t('shipment.pick.cannotGo')}: {row.reasons.join('; ')}
                </Typography.Text>
              </div>
            )}
          </div>
        );
      }}
      {...props}
    />
  );
}

/**
 * The chosen vehicle's answer before the user confirms: it can go (its model carries the goods, it is
 * free then), or every reason it cannot, as scheduling would refuse it.
 */
export function VehicleAlert({ verdict }: { verdict: VehicleVerdict | null }) {
  const { t } = useTranslation();
  if (!verdict) return null;
  const model = verdict.modelName ?? t('shipment.fit.noModel');
  return (
    <Alert
      data-testid="vehicle-verdict"
      showIcon
      type={verdict.canGo ? 'success' : 'warning'}
      style={{ marginBottom: 16 }}
      message={
        verdict.canGo
          ? t('shipment.pick.canGo', { plate: verdict.plateNumber, model })
          : `${t('shipment.pick.cannotGoTitle', { plate: verdict.plateNumber })}: ${verdict.reasons.join('; ')}`
      }
      description={verdict.modelId ? <CapacityLine model={verdict} /> : undefined}
    />
  );
}

/** The actual-model picker of "change model": each model with its layers and capacity. */
export function ModelSelect(props: PickerProps) {
  return (
    <RemoteSelect
      url="/system/transmeansModel/searchSelect"
      popupMatchSelectWidth={false}
      optionRender={(option) => {
        const row = option.data.row as ModelOption;
        return (
          <div>
            <div>
              {row.code} {row.name}
            </div>
            <CapacityLine model={row} />
          </div>
        );
      }}
      {...props}
    />
  );
}

/**
 * The cold-chain verdict before the user confirms: the model and its capacity, then either "fits every
 * layer and the load" or the very refusal the server would answer (naming the layer or the excess).
 */
export function FitAlert({ verdict }: { verdict: FitVerdict | null }) {
  const { t } = useTranslation();
  if (!verdict) return null;
  const model = verdict.modelName ?? t('shipment.fit.noModel');
  return (
    <Alert
      data-testid="cold-chain-verdict"
      showIcon
      type={verdict.fits ? 'success' : 'warning'}
      style={{ marginBottom: 16 }}
      message={
        verdict.fits ? t('shipment.fit.ok', { model }) : (verdict.coldChain?.message ?? t('shipment.fit.no'))
      }
      description={verdict.modelId ? <CapacityLine model={verdict} /> : undefined}
    />
  );
}

/**
 * "Change model": the actual-model picker with the verdict for the selected shipments (modelCheck) shown
 * under it, as shipChangeModel will refuse a model that does not carry the goods.
 */
export function ChangeModelField({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<FitVerdict | null>(null);
  return (
    <>
      <GridItem name="actualModelId" label={t('shipment.form.model')} rules={[{ required: true }]}>
        <ModelSelect
          onChange={async (value: string | undefined) => {
            setVerdict(null);
            if (!value) return;
            const res = await modelCheck(ids, value).catch(() => null);
            setVerdict(res?.data ?? null);
          }}
        />
      </GridItem>
      <Col span={24}>
        <FitAlert verdict={verdict} />
      </Col>
    </>
  );
}
