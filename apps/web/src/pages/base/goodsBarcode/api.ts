import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { download, post } from '../../../core/request';
import type { GoodsBarcode, GoodsBarcodeForm } from './types';

export const listGoodsBarcodes = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<GoodsBarcode>('/system/goodsBarcode/list', params, sort);

export const saveGoodsBarcode = (body: GoodsBarcodeForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/goodsBarcode/update' : '/system/goodsBarcode/save', body);

export const removeGoodsBarcodes = (uuids: string[]) => postIds('/system/goodsBarcode/remove', uuids);

export const exportGoodsBarcodes = (filters: Record<string, unknown>) =>
  exportList('/system/goodsBarcode/export', filters);

export const goodsBarcodeImportTemplate = () =>
  download('/system/goodsBarcode/importTemplate', { method: 'get' });
export const GOODS_BARCODE_IMPORT_URL = '/system/goodsBarcode/import';
