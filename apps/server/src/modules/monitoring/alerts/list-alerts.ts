import type { ShipmentAlertRow } from '@tms/contract';
import { type AlertLevel, isMessageKey, type Lang, readableAlertParams } from '@tms/domain';
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import { containsText, orderByOf } from '../../../platform/list-query';
import { timeRange } from '../../../platform/time-range';
import { alertScopeOf } from './alert-scope';
import { isOpenAlert } from './open-alerts';
import * as repo from './repository';
import type { AlertListQuery } from './schemas';

const A = repo.table;

/**
 * An alert's content in the reader's language, its measured values rounded for people: the evaluation
 * keeps the message key and its parameters beside the text it wrote; an alert written without them
 * (older) keeps its text.
 */
export function alertContentIn(
  lang: Lang,
  alertContent: string | null,
  detail: Record<string, unknown> | null,
): string | null {
  const key = detail?.contentKey;
  if (typeof key !== 'string' || !isMessageKey(key)) return alertContent;
  const params = detail?.contentParams;
  return t(
    lang,
    key,
    params && typeof params === 'object' ? readableAlertParams(params as Record<string, unknown>) : undefined,
  );
}

/**
 * An alert as the handling screen reads it: its content in the user's language, times in the user's
 * zone, as the spec's screens show them.
 */
function alertView({ detail, ...row }: repo.AlertRow, timeZone: string, lang: Lang): ShipmentAlertRow {
  const time = (d: Date | null) => (d ? formatDateTime(d, timeZone) : null);
  return {
    ...row,
    alertContent: alertContentIn(lang, row.alertContent, detail ?? null),
    level: row.level as AlertLevel,
    startTime: formatDateTime(row.startTime, timeZone),
    endTime: time(row.endTime),
    dealTime: time(row.dealTime),
  };
}

/**
 * GET /shipment/shipmentAlert/list: alerts of the shipments in the caller's scope, filtered by types,
 * center, carrier, shipment (id) or its code (contains), level, handling status and start time; newest first.
 */
export async function listAlerts(
  db: DbOrTx,
  caller: AuthContext,
  query: AlertListQuery,
  lang: Lang = 'zh-CN',
): Promise<{ rows: ShipmentAlertRow[]; total: number }> {
  const where = and(
    await alertScopeOf(db, caller),
    query.alertTypes.length > 0 ? inArray(A.alertType, query.alertTypes) : undefined,
    query.dispatchCenterId ? eq(A.dispatchCenterId, query.dispatchCenterId) : undefined,
    query.carrierId ? eq(A.carrierId, query.carrierId) : undefined,
    query.shipmentId ? eq(A.shipmentId, query.shipmentId) : undefined,
    query.shipmentCode ? ilike(A.shipmentCode, containsText(query.shipmentCode)) : undefined,
    query.level ? eq(A.level, query.level) : undefined,
    // Undealt is open (open-alerts.ts): the list's total of them is the count every screen shows.
    query.dealStatus === 'N'
      ? isOpenAlert()
      : query.dealStatus
        ? eq(A.dealStatus, query.dealStatus)
        : undefined,
    ...timeRange(A.startTime, query.beginTime, query.endTime),
  );
  const orderBy = orderByOf(repo.SORTABLE, query, [desc(A.startTime), asc(A.id)]);
  const offset = offsetOf(query);
  const { rows, total } = await repo.listPage(db, where, orderBy, query.pageSize, offset);
  const zone = caller.profile.timeZone;
  return {
    rows: rows.map((r) => alertView(r, zone, lang)),
    total: total ?? (offset === 0 ? 0 : await repo.countAlerts(db, where)),
  };
}
