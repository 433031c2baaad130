import { type SplitClassField, showSplitFigure, splitMovesOf } from '@tms/domain';
import { Alert, Button, Checkbox, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../../core/dicts';
import type { SplitSubmitBody } from '../../api';
import type { SplitLineRow, SplitWaybill } from '../../types';
import { SplitNumCell } from './SplitNumCell';
import { useSplitLists } from './useSplitLists';

type Props = {
  mode: 'quantity' | 'class';
  waybills: SplitWaybill[];
  loading: boolean;
  submitting: boolean;
  onSubmit: (body: SplitSubmitBody) => void;
};

/** Dictionary label of a code (falls back to the code). */
function useLabel(type: string) {
  const entries = useDict(type);
  return (code?: string | null) => entries.find((d) => d.dictValue === code)?.dictLabel ?? code ?? '';
}

/**
 * One card tab of the split dialog: the checkbox group (temperature on tab 1, transport class on tab 2)
 * above, the waybill table whose rows expand to their lines with the split quantity, and below the lines
 * being split off. Confirm split stays disabled until a row is selected.
 */
export function SplitTab({ mode, waybills, loading, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const field: SplitClassField = mode === 'quantity' ? 'temperature' : 'itemTransClassification';
  const [selectedId, setSelectedId] = useState<string>();
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  // Selecting a row opens its lines, where the split quantity is edited.
  const select = (id: string | undefined) => {
    setSelectedId(id);
    if (id && !expandedKeys.includes(id)) setExpandedKeys([...expandedKeys, id]);
  };
  const selected = waybills.find((w) => w.uuid === selectedId);
  const { lists, ticked, options, editSplitNum, tick, reset } = useSplitLists(selected, field);
  const temperature = useLabel('item_temperature');
  const itemType = useLabel('item_type');
  const classification = useLabel('item_classification_type');
  const statusLabel = useLabel('waybill_status');
  const blocked = (w?: SplitWaybill) =>
    !w
      ? undefined
      : !w.canSplit.ok
        ? w.canSplit.msg
        : mode === 'quantity' && !w.canSplitQuantity.ok
          ? w.canSplitQuantity.msg
          : undefined;
  const reason = blocked(selected);
  const originalQuantity = useMemo(
    () => new Map(waybills.flatMap((w) => w.waybillLineList.map((l) => [l.uuid, l.quantity] as const))),
    [waybills],
  );

  const waybillColumns: ColumnsType<SplitWaybill> = [
    { dataIndex: 'code', title: t('split.col.code'), width: 150 },
    { dataIndex: 'refNo', title: t('split.col.refNo'), width: 120 },
    { dataIndex: 'status', title: t('split.col.status'), width: 90, render: (v: string) => statusLabel(v) },
    { dataIndex: 'clientName', title: t('split.col.clientName'), width: 140 },
    { dataIndex: 'srcStationName', title: t('split.col.srcStationName'), width: 140 },
    { dataIndex: 'destStationName', title: t('split.col.destStationName'), width: 140 },
    { dataIndex: 'totalQuantity', title: t('split.col.totalQuantity'), width: 100, align: 'right' },
    { dataIndex: 'totalWeight', title: t('split.col.totalWeight'), width: 110, align: 'right' },
    { dataIndex: 'totalVolume', title: t('split.col.totalVolume'), width: 110, align: 'right' },
  ];

  const lineColumns = (editable: boolean): ColumnsType<SplitLineRow> => [
    { dataIndex: 'temperature', title: t('split.col.temperature'), width: 90, render: temperature },
    { dataIndex: 'itemType', title: t('split.col.itemType'), width: 90, render: itemType },
    { dataIndex: 'itemCode', title: t('split.col.itemCode'), width: 110 },
    { dataIndex: 'itemName', title: t('split.col.itemName'), width: 160 },
    {
      dataIndex: 'itemTransClassification',
      title: t('split.col.itemTransClassification'),
      width: 110,
      render: classification,
    },
    {
      dataIndex: 'quantity',
      title: t('split.col.quantity'),
      width: 90,
      align: 'right',
      // On the waybill's own lines: the quantity before splitting; the split quantity is what stays.
      render: (v: string, line: SplitLineRow) =>
        showSplitFigure(editable ? (originalQuantity.get(line.uuid) ?? v) : v, 'quantity'),
    },
    {
      dataIndex: 'weight',
      title: t('split.col.weight'),
      width: 100,
      align: 'right',
      render: (v: string) => showSplitFigure(v, 'weight'),
    },
    {
      dataIndex: 'volume',
      title: t('split.col.volume'),
      width: 110,
      align: 'right',
      render: (v: string) => showSplitFigure(v, 'volume'),
    },
    ...(editable
      ? [
          {
            key: 'splitNum',
            title: t('split.col.splitNum'),
            width: 130,
            render: (_: unknown, line: SplitLineRow) => (
              <SplitNumCell
                value={line.quantity}
                max={line.quantity}
                disabled={mode === 'class' || !!reason}
                onCommit={(v) => editSplitNum(line.uuid, v)}
              />
            ),
          },
        ]
      : []),
  ];

  const expanded = (w: SplitWaybill) => (
    <Table<SplitLineRow>
      size="small"
      rowKey="uuid"
      pagination={false}
      columns={lineColumns(true)}
      dataSource={w.uuid === selectedId ? lists.list1 : w.waybillLineList}
    />
  );

  const submit = () => {
    if (!selected) return;
    onSubmit({
      waybillId: selected.uuid,
      isHandmade: 'Y',
      waybillList: [
        {
          uuid: selected.uuid,
          waybillLineList: lists.list1,
          waybillLineList2: splitMovesOf(lists.list2).map((m) => ({
            ...(lists.list2.find((l) => l.uuid === m.uuid) as SplitLineRow),
            quantity: String(m.quantity),
          })),
        },
      ],
    });
  };

  const classLabel = mode === 'quantity' ? temperature : classification;
  const checkOptions = useMemo(
    () => options.map((v) => ({ value: v, label: classLabel(v) })),
    [options, classLabel],
  );

  return (
    <div className="split-tab" data-testid={`split-tab-${mode}`}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button type="primary" disabled={!selected || !!reason} loading={submitting} onClick={submit}>
          {t('split.confirm')}
        </Button>
        <Button disabled={!selected} onClick={reset}>
          {t('split.reset')}
        </Button>
        <Typography.Text type="secondary">
          {mode === 'quantity' ? t('split.byTemperature') : t('split.byClass')}:
        </Typography.Text>
        <Checkbox.Group
          disabled={!selected || !!reason}
          options={checkOptions}
          value={ticked}
          onChange={(v) => tick(v as string[])}
        />
        {!selected && <Typography.Text type="secondary">{t('split.pickRow')}</Typography.Text>}
      </Space>
      {reason && <Alert type="warning" showIcon message={reason} style={{ marginBottom: 8 }} />}
      <Table<SplitWaybill>
        size="small"
        rowKey="uuid"
        loading={loading}
        pagination={false}
        columns={waybillColumns}
        dataSource={waybills}
        scroll={{ y: 260 }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (keys) => select(keys[0] as string | undefined),
        }}
        expandable={{
          expandedRowRender: expanded,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpandedKeys(keys as string[]),
        }}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('split.list2')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('split.list2.hint')}</Typography.Text>
      <Table<SplitLineRow>
        size="small"
        rowKey="uuid"
        pagination={false}
        columns={lineColumns(false)}
        dataSource={lists.list2}
        data-testid="split-list2"
        scroll={{ y: 200 }}
      />
    </div>
  );
}
