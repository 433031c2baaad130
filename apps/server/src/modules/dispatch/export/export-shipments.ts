import type { Lang } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import type { ExportOptions } from '../../reporting';
import type { ShipmentExportFilter } from './export-query';
import { shipmentExport, shipmentGoodsExport, shipmentStopsExport } from './shipment-exports';

export type ShipmentExportBody = Partial<ShipmentExportFilter> &
  ExportOptions & {
    /** The ticked shipments; none: every shipment matching the filters. */
    ids?: string[];
  };

const EXPORTS = { shipments: shipmentExport, goods: shipmentGoodsExport, stops: shipmentStopsExport };

/**
 * exportExcel (shipments), exportShipGoodExcel (goods lines) and exportShipExcel (stops): the caller's
 * scope and filters are fixed at the request; small results are answered as the file, larger ones
 * (or `async`) become a download-center task.
 */
export function exportShipments(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  caller: AuthContext,
  lang: Lang,
  reply: FastifyReply,
  which: keyof typeof EXPORTS,
  body: ShipmentExportBody,
) {
  const { columns, async, ids, ...filter } = body;
  return EXPORTS[which].answer({ deps, caller, lang, reply }, { filter, ids }, { columns, async });
}
