import { WarningOutlined } from '@ant-design/icons';
import { type DispatchVehicleModel, type LayerLoad, lineLoadFactors } from '@tms/domain';
import { Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../core/dicts';
import type { LineDraft, ModelOption } from '../types';

/** A temperature layer code as its dictionary label (item_temperature) in the screen's language. */
export function useLayerLabel(): (code: string) => string {
  const temperatures = useDict('item_temperature');
  return useCallback(
    (code: string) => temperatures.find((d) => d.dictValue === code)?.dictLabel ?? code,
    [temperatures],
  );
}

/** Figures as stored (numeric with trailing zeros) shown without them: 28000.000 -> 28000. */
const figure = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(Number(value));

/** A model option of the pickers: its layers (labels), its rated load and volume, and its compartments'. */
export function ModelCapacity({ model }: { model: ModelOption }) {
  const { t } = useTranslation();
  const label = useLayerLabel();
  return (
    <Space size={4} wrap data-testid={`model-capacity-${model.code}`}>
      {model.temperatureLayers.map((layer) => (
        <Tag key={layer} color="blue" style={{ marginInlineEnd: 0 }}>
          {label(layer)}
        </Tag>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('lineAdjust.model.capacity', {
          load: figure(model.ratedLoadKg),
          volume: figure(model.ratedVolumeM3),
        })}
      </Typography.Text>
      {(model.compartments ?? []).map((c) => (
        <Typography.Text
          key={c.tempCode}
          type="secondary"
          style={{ fontSize: 12 }}
          data-testid={`model-compartment-${c.tempCode}`}
        >
          {t('lineAdjust.model.compartment', {
            layer: label(c.tempCode),
            load: figure(c.ratedLoadKg),
            volume: figure(c.ratedVolumeM3),
          })}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** The option list of a model picker: code and name, with capacity under it. */
export function modelOptions(models: readonly ModelOption[]) {
  return models.map((m) => ({ value: m.uuid, label: `${m.code} ${m.name}`, model: m }));
}

export function renderModelOption(option: { data: { label?: unknown; model?: ModelOption } }) {
  const model = option.data.model;
  return (
    <div>
      <div>{String(option.data.label ?? '')}</div>
      {model && <ModelCapacity model={model} />}
    </div>
  );
}

const percent = (v: number | null) => (v === null ? '-' : String(v));

function LayerTag({ layer, label }: { layer: LayerLoad; label: string }) {
  const { t } = useTranslation();
  const over = (layer.weightPercent ?? 0) > 100 || (layer.volumePercent ?? 0) > 100;
  return (
    <Tag color={layer.missing ? 'error' : over ? 'warning' : 'default'} data-layer={layer.tempCode}>
      {label}:{' '}
      {t('lineAdjust.load.figures', {
        weight: percent(layer.weightPercent),
        volume: percent(layer.volumePercent),
      })}
      {layer.missing && ` · ${t('lineAdjust.load.missing')}`}
    </Tag>
  );
}

/**
 * A line's load factor per temperature layer and in total against its model (domain lineLoadFactors);
 * while waybills are dragged over the line, the figures after the drop and whether it still fits the
 * cold-chain rule.
 */
export function LoadFactor({
  line,
  model,
  preview,
}: {
  line: Pick<LineDraft, 'stopList' | 'orders'>;
  model: DispatchVehicleModel;
  preview?: Pick<LineDraft, 'stopList' | 'orders'> | null;
}) {
  const { t } = useTranslation();
  const label = useLayerLabel();
  const shown = preview ?? line;
  const load = lineLoadFactors(shown, model);
  if (shown.orders.length === 0) return null;
  return (
    <div className="line-adjust-load" data-testid="load-factor" data-preview={preview ? 'Y' : 'N'}>
      <Typography.Text type="secondary">
        {preview ? t('lineAdjust.load.after') : t('lineAdjust.load.title')}:
      </Typography.Text>
      {load.layers.map((layer) => (
        <LayerTag key={layer.tempCode} layer={layer} label={label(layer.tempCode)} />
      ))}
      <Tag color="processing">
        {t('lineAdjust.load.total')}:{' '}
        {t('lineAdjust.load.figures', {
          weight: percent(load.total.weightPercent),
          volume: percent(load.total.volumePercent),
        })}
      </Tag>
      {preview && !load.fits && (
        <Typography.Text type="danger" data-testid="cold-chain-warning">
          <WarningOutlined /> {t('lineAdjust.coldChain.breaks')}
        </Typography.Text>
      )}
    </div>
  );
}
