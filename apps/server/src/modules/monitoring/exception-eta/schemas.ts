import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { timeBound } from '../../../platform/form-fields';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/** The list's filters: what the screen's search form sends, and what an export keeps. */
export const exceptionEtaFilterShape = {
  dispatchCenterId: optionalText(64),
  carrierId: optionalText(64),
  shipmentCode: optionalText(60),
  dealStatus: yesNo.optional(),
  /** beginTime/endTime: when the exception was raised (both inclusive; a date is the whole day). */
  beginTime: timeBound,
  endTime: timeBound,
};

export const exceptionEtaListQuery = pageQuery.merge(sortQuery).extend(exceptionEtaFilterShape);
export type ExceptionEtaListQuery = z.infer<typeof exceptionEtaListQuery>;

export const exceptionEtaFilter = z.object(exceptionEtaFilterShape).merge(sortQuery);
export type ExceptionEtaFilter = z.infer<typeof exceptionEtaFilter>;
