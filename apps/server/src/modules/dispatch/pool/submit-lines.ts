import { checkLinesForSubmit, type DispatchLine } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { withLayerLabel } from '../core/layer-label';
import { poolScopeOf } from '../core/scope';
import { adjustableShipments } from '../core/shipment-scope';
import type { SubmitBody } from './schemas';
import { assertSubmittable, checkLineShapes } from './submit-checks';
import { buildLine, loadSubmitData } from './submit-load';
import { writeSubmission } from './submit-write';

/** Out-of-window stops without windowConfirmed: the screen asks, then sends again with windowConfirmed. */
export const WINDOW_CONFIRM_CODE = 409;

/**
 * POST /order/waybill/handmadeSubmit: rebuilds every line from the database, runs
 * the rules again (line shapes, waybill states, then checkLinesForSubmit in the spec's order with the cold
 * chain and mutually exclusive stations), and writes one shipment per line in one transaction.
 * Edit mode (shipmentIds): a line whose uuid is one of them updates that shipment.
 */
export async function submitLines(db: Db, caller: AuthContext, body: SubmitBody) {
  const scope = await poolScopeOf(db, caller);
  const shipmentIds = [...new Set(body.shipmentIds ?? [])];
  const editing = new Set(shipmentIds);
  const seen = new Set<string>();
  for (const line of body.lines) {
    if (!line.uuid || !editing.has(line.uuid)) continue;
    if (seen.has(line.uuid)) throw AppError.invalid('waybill.submit.line.twice', { code: line.uuid });
    seen.add(line.uuid);
  }
  await adjustableShipments(db, scope, shipmentIds);
  const data = await loadSubmitData(db, scope, body);
  for (const row of data.waybills.values()) assertSubmittable(row, scope, editing);
  const lines: DispatchLine[] = body.lines.map((line) => buildLine(line, data));
  checkLineShapes(lines);
  const mutexPairs = [...data.stations.values()].flatMap((s) =>
    s.mutexIds.filter((other) => s.stationId < other).map((other) => [s.stationId, other] as const),
  );
  const verdict = checkLinesForSubmit(lines, {
    windowConfirmed: body.windowConfirmed,
    models: data.models,
    mutexPairs,
  });
  if (!verdict.ok && verdict.confirm) {
    throw new AppError(verdict.key, { code: WINDOW_CONFIRM_CODE, params: verdict.params });
  }
  if (!verdict.ok) throw AppError.invalid(verdict.key, await withLayerLabel(db, verdict.params));
  const created = await writeSubmission(db, scope, {
    caller,
    lines: verdict.lines,
    shipmentIds,
    data,
  });
  return created;
}
