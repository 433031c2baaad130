import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../app/dicts';
import { Access } from '../../../components/Access';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { ImportModal } from '../../../components/import/ImportModal';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportItems, ITEM_IMPORT_URL, itemImportTemplate, listItems, removeItems, saveItem } from './api';
import { ItemFormModal } from './components/ItemFormModal';
import type { Item } from './types';

/** 物料管理: the goods a waybill line carries, with temperature layer, measures and pack factors. */
export default function ItemPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Item>();
  const selection = useSelection((row: Item) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [importing, setImporting] = useState(false);
  const temperatures = dictValueEnum(useDict('item_temperature'));
  const classes = dictValueEnum(useDict('item_classification_type'));
  const itemTypes = dictValueEnum(useDict('item_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeItems, reload, selection);

  const columns: ProColumns<Item>[] = [
    { title: t('baseItem.code'), dataIndex: 'code', width: 110, sorter: true, fixed: 'left' },
    { title: t('baseItem.name'), dataIndex: 'name', width: 220, sorter: true, ellipsis: true },
    {
      title: t('baseItem.client'),
      dataIndex: 'clientId',
      width: 180,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/client/dropBox" />,
      render: (_, row) => (row.clientCode ? `${row.clientCode} ${row.clientName ?? ''}` : '-'),
    },
    {
      title: t('baseItem.temperature'),
      dataIndex: 'temperature',
      width: 130,
      sorter: true,
      valueType: 'select',
      valueEnum: temperatures,
    },
    {
      title: t('baseItem.transClassification'),
      dataIndex: 'transClassification',
      width: 120,
      sorter: true,
      valueType: 'select',
      valueEnum: classes,
    },
    {
      title: t('baseItem.itemType'),
      dataIndex: 'itemType',
      width: 110,
      sorter: true,
      valueType: 'select',
      valueEnum: itemTypes,
    },
    { title: t('baseItem.packingSpec'), dataIndex: 'packingSpec', width: 120, search: false },
    {
      title: t('baseItem.weightKg'),
      dataIndex: 'weightKg',
      width: 100,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('baseItem.volumeM3'),
      dataIndex: 'volumeM3',
      width: 110,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('baseItem.boxFactor'),
      dataIndex: 'boxFactor',
      width: 100,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('baseItem.palletFactor'),
      dataIndex: 'palletFactor',
      width: 100,
      search: false,
      align: 'right',
    },
    { title: t('baseItem.basicUnit'), dataIndex: 'basicUnit', width: 90, search: false },
    { title: t('baseItem.barcode'), dataIndex: 'barcode', width: 140, search: false },
    {
      title: t('baseItem.dangerous'),
      dataIndex: 'dangerous',
      width: 90,
      search: false,
      render: (_, row) => (row.dangerous === 'Y' ? <Tag color="red">{yesNo.Y?.text}</Tag> : yesNo.N?.text),
    },
    { title: t('baseItem.externalCode'), dataIndex: 'externalCode', width: 160, search: false },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { ...createTimeColumn<Item>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction perm="base:item:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:item:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Item, TableParams>
        modular="base-item"
        rowKey="uuid"
        headerTitle={t('baseItem.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listItems(params, sort);
        }}
        scroll={{ x: 2200 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:item:add" onClick={() => form.show(null)} />,
          <Access key="import" perm="base:item:import">
            <Button onClick={() => setImporting(true)}>{t('action.import')}</Button>
          </Access>,
          <Access key="export" perm="base:item:export">
            <Button onClick={() => void exportItems(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction key="remove" perm="base:item:remove" selection={selection} onRemove={remove} />,
        ]}
      />
      <ItemFormModal {...form.props} onSubmit={(values) => mutate(() => saveItem(values), reload)} />
      <ImportModal
        open={importing}
        title={t('baseItem.importTitle')}
        url={ITEM_IMPORT_URL}
        downloadTemplate={itemImportTemplate}
        fieldLabel={(field) =>
          field.startsWith('category')
            ? t('baseItem.category', { n: field.slice('category'.length) })
            : t(`baseItem.${field}`)
        }
        onClose={() => setImporting(false)}
        onDone={reload}
      />
    </>
  );
}
