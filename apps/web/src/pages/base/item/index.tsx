import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
  useImport,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportItems, ITEM_IMPORT_URL, itemImportTemplate, listItems, removeItems, saveItem } from './api';
import { ItemFormModal } from './components/ItemFormModal';
import type { Item } from './types';

/** 物料管理: the goods a waybill line carries, with temperature layer, measures and pack factors. */
export default function ItemPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Item) => row.uuid, removeItems);
  const importer = useImport({
    perm: 'base:item:import',
    title: t('baseItem.importTitle'),
    url: ITEM_IMPORT_URL,
    downloadTemplate: itemImportTemplate,
    fieldLabel: (field) =>
      field.startsWith('category')
        ? t('baseItem.category', { n: field.slice('category'.length) })
        : t(`baseItem.${field}`),
    onDone: list.reload,
  });
  const temperatures = dictValueEnum(useDict('item_temperature'));
  const classes = dictValueEnum(useDict('item_classification_type'));
  const itemTypes = dictValueEnum(useDict('item_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

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
      <EditRemoveActions
        perm="base:item"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:item"
        fetch={listItems}
        onExport={exportItems}
        modular="base-item"
        rowKey="uuid"
        headerTitle={t('baseItem.heading')}
        columns={columns}
        scroll={{ x: 2200 }}
        tools={[importer.button]}
      />
      <ItemFormModal {...list.form.props} onSubmit={list.saveWith(saveItem)} />
      {importer.modal}
    </>
  );
}
