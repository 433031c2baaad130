import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { itemDetail, searchItems } from '../api';
import type { ItemOption, WaybillLine } from '../types';
import { figuresFor, totalsOfLines } from './line-figures';

type Props = { value?: WaybillLine[]; onChange?: (lines: WaybillLine[]) => void; clientId?: string };

let seq = 0;
export const newLine = (): WaybillLine => ({ key: `new-${++seq}`, quantity: '' });

/** An item search box; picking fills the line from the item (temperature, class, per-unit figures). */
function ItemPicker({
  line,
  clientId,
  onPick,
}: {
  line: WaybillLine;
  clientId?: string;
  onPick: (item: ItemOption) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data = [], isFetching } = useQuery({
    queryKey: ['waybillItems', clientId, deferred],
    queryFn: () => searchItems(deferred, clientId),
    staleTime: 30_000,
  });
  const options = data.map((item) => ({ value: item.uuid, label: `${item.code} ${item.name}`, item }));
  if (line.itemId && !options.some((o) => o.value === line.itemId)) {
    options.unshift({
      value: line.itemId,
      label: `${line.itemCode ?? ''} ${line.itemName ?? ''}`,
      item: undefined as unknown as ItemOption,
    });
  }
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={line.itemId ?? undefined}
      style={{ width: '100%' }}
      options={options}
      onChange={(_, option) => {
        const picked = (option as { item?: ItemOption }).item;
        if (picked) onPick(picked);
      }}
    />
  );
}

/**
 * The goods lines of a waybill: item picker, temperature, class, material type, quantity; weight,
 * volume, cases and pallets follow the quantity by the item's figures (editable), and the totals row is
 * summed exactly as the server will (the server sums again and never takes totals from here).
 */
export function LinesEditor({ value = [], onChange, clientId }: Props) {
  const { t } = useTranslation();
  const temperatures = useDict('item_temperature');
  const classes = useDict('item_classification_type');
  const matTypes = useDict('mat_type');
  const tempLabels = dictValueEnum(temperatures);
  const change = (key: string, patch: Partial<WaybillLine>, refigure = false) =>
    onChange?.(
      value.map((line) => {
        if (line.key !== key) return line;
        const next = { ...line, ...patch };
        return refigure ? { ...next, ...figuresFor(next) } : next;
      }),
    );
  const pick = async (line: WaybillLine, item: ItemOption) => {
    // Class and material type are on the item's detail, not on the search row.
    const detail = await itemDetail(item.uuid).catch(() => null);
    change(
      line.key,
      {
        itemId: item.uuid,
        itemCode: item.code,
        itemName: item.name,
        temperature: item.temperature,
        itemTransClassification: detail?.transClassification ?? null,
        matType: detail?.matType ?? null,
        unitWeight: item.weightKg,
        unitVolume: item.volumeM3,
        boxFactor: item.boxFactor,
        palletFactor: item.palletFactor,
      },
      true,
    );
  };
  const options = (entries: { dictValue: string; dictLabel: string }[]) =>
    entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }));
  const text = (line: WaybillLine, field: 'quantity' | 'weight' | 'volume' | 'cases' | 'pallets') => (
    <Input
      value={line[field] ?? ''}
      inputMode="decimal"
      aria-label={t(`orderWaybill.line.${field}`)}
      onChange={(e) => change(line.key, { [field]: e.target.value.trim() }, field === 'quantity')}
    />
  );
  const totals = totalsOfLines(value).total;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<WaybillLine>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={value}
        scroll={{ x: 1100 }}
        columns={[
          {
            title: t('orderWaybill.line.item'),
            width: 260,
            render: (_, line) => (
              <ItemPicker line={line} clientId={clientId} onPick={(item) => void pick(line, item)} />
            ),
          },
          {
            title: t('orderWaybill.line.temperature'),
            width: 140,
            render: (_, line) => (
              <Select
                value={line.temperature ?? undefined}
                options={options(temperatures)}
                style={{ width: '100%' }}
                onChange={(v) => change(line.key, { temperature: v })}
              />
            ),
          },
          {
            title: t('orderWaybill.line.itemTransClassification'),
            width: 120,
            render: (_, line) => (
              <Select
                allowClear
                value={line.itemTransClassification ?? undefined}
                options={options(classes)}
                style={{ width: '100%' }}
                onChange={(v) => change(line.key, { itemTransClassification: v ?? null })}
              />
            ),
          },
          {
            title: t('orderWaybill.line.matType'),
            width: 110,
            render: (_, line) => (
              <Select
                allowClear
                value={line.matType ?? undefined}
                options={options(matTypes)}
                style={{ width: '100%' }}
                onChange={(v) => change(line.key, { matType: v ?? null })}
              />
            ),
          },
          { title: t('orderWaybill.line.quantity'), width: 90, render: (_, l) => text(l, 'quantity') },
          { title: t('orderWaybill.line.weight'), width: 100, render: (_, l) => text(l, 'weight') },
          { title: t('orderWaybill.line.volume'), width: 110, render: (_, l) => text(l, 'volume') },
          { title: t('orderWaybill.line.cases'), width: 90, render: (_, l) => text(l, 'cases') },
          { title: t('orderWaybill.line.pallets'), width: 90, render: (_, l) => text(l, 'pallets') },
          {
            title: t('action.operation'),
            width: 60,
            render: (_, line) => (
              <Button
                type="link"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('action.delete')}
                onClick={() => onChange?.(value.filter((l) => l.key !== line.key))}
              />
            ),
          },
        ]}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, newLine()])}>
          {t('orderWaybill.line.add')}
        </Button>
        <Typography.Text data-testid="waybill-totals">
          {t('orderWaybill.totals', {
            quantity: totals.quantity,
            weight: totals.weight,
            volume: totals.volume,
            cases: totals.cases,
            pallets: totals.pallets,
          })}
          {totalsOfLines(value)
            .byTemp.filter((z) => z.tempCode)
            .map((z) => ` · ${tempLabels[z.tempCode]?.text ?? z.tempCode} ${z.weight}kg`)
            .join('')}
        </Typography.Text>
      </Space>
    </Space>
  );
}
