import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
  useImport,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import {
  exportGoodsBarcodes,
  GOODS_BARCODE_IMPORT_URL,
  goodsBarcodeImportTemplate,
  listGoodsBarcodes,
  removeGoodsBarcodes,
  saveGoodsBarcode,
} from './api';
import { GoodsBarcodeFormModal } from './components/GoodsBarcodeFormModal';
import type { GoodsBarcode } from './types';

/** 商品条码: an item's barcodes per unit; one main barcode per item. */
export default function GoodsBarcodePage() {
  const { t } = useTranslation();
  const list = useCrudList((row: GoodsBarcode) => row.uuid, removeGoodsBarcodes);
  // The import's row errors name the template's columns; each is labelled as the list labels it.
  const importLabels: Record<string, string> = {
    itemCode: t('baseGoodsBarcode.itemCode'),
    unit: t('baseMore.unit'),
    enableFlag: t('baseItem.enableFlag'),
    remark: t('baseItem.remark'),
  };
  const importer = useImport({
    perm: 'base:goodsBarcode:import',
    title: t('baseGoodsBarcode.importTitle'),
    url: GOODS_BARCODE_IMPORT_URL,
    downloadTemplate: goodsBarcodeImportTemplate,
    fieldLabel: (field) => importLabels[field] ?? t(`baseGoodsBarcode.${field}`),
    onDone: list.reload,
  });
  const types = dictValueEnum(useDict('barcode_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<GoodsBarcode>[] = [
    { title: t('baseGoodsBarcode.barcode'), dataIndex: 'barcode', width: 170, sorter: true },
    {
      title: t('baseGoodsBarcode.barcodeType'),
      dataIndex: 'barcodeType',
      width: 120,
      sorter: true,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseMore.code'), dataIndex: 'itemCode', width: 120, search: false },
    { title: t('baseGoodsBarcode.item'), dataIndex: 'itemName', width: 220, search: false, ellipsis: true },
    { title: t('baseMore.unit'), dataIndex: 'unit', width: 80, search: false },
    {
      title: t('baseGoodsBarcode.conversionFactor'),
      dataIndex: 'conversionFactor',
      width: 110,
      search: false,
    },
    {
      title: t('baseGoodsBarcode.mainFlag'),
      dataIndex: 'mainFlag',
      width: 100,
      valueType: 'select',
      valueEnum: yesNo,
    },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<GoodsBarcode>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:goodsBarcode"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:goodsBarcode"
        fetch={listGoodsBarcodes}
        onExport={exportGoodsBarcodes}
        modular="base-goods-barcode"
        rowKey="uuid"
        headerTitle={t('baseGoodsBarcode.heading')}
        columns={columns}
        scroll={{ x: 1400 }}
        tools={[importer.button]}
      />
      <GoodsBarcodeFormModal {...list.form.props} onSubmit={list.saveWith(saveGoodsBarcode)} />
      {importer.modal}
    </>
  );
}
