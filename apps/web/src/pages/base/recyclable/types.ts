// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { Recyclable, RecyclableBalance, RecyclableMove } from '@tms/contract';

export type { Recyclable, RecyclableBalance, RecyclableMove };

export type RecyclableForm = Omit<Recyclable, 'uuid' | 'createTime'> & { uuid?: string };

export type RecyclableMoveForm = {
  recyclableId: string;
  stationId: string;
  carrierId: string;
  direction: 'OUT' | 'RETURN';
  quantity: number;
  moveTime?: string;
  shipmentCode?: string | null;
  remark?: string | null;
};
