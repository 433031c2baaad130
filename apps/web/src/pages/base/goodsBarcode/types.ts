// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { GoodsBarcode } from '@tms/contract';

export type { GoodsBarcode };

export type GoodsBarcodeForm = Omit<GoodsBarcode, 'uuid' | 'createTime' | 'itemCode' | 'itemName'> & {
  uuid?: string;
};
