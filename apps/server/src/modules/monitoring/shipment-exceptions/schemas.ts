import { shipmentExceptionKindSchema, shipmentExceptionStatusSchema } from '@tms/contract';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { timeBound } from '../../../platform/form-fields';
import { sortQuery } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/** The list's filters: what the screen's search form sends (the header's badge opens it on status U). */
export const shipmentExceptionFilterShape = {
  dispatchCenterId: optionalText(64),
  carrierId: optionalText(64),
  shipmentCode: optionalText(60),
  status: shipmentExceptionStatusSchema.optional(),
  kind: shipmentExceptionKindSchema.optional(),
  /** beginTime/endTime: when the exception was found (both inclusive; a date is the whole day). */
  beginTime: timeBound,
  endTime: timeBound,
};

export const shipmentExceptionListQuery = pageQuery.merge(sortQuery).extend(shipmentExceptionFilterShape);
export type ShipmentExceptionListQuery = z.infer<typeof shipmentExceptionListQuery>;

export const shipmentExceptionFilter = z.object(shipmentExceptionFilterShape).merge(sortQuery);
export type ShipmentExceptionFilter = z.infer<typeof shipmentExceptionFilter>;
