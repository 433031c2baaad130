import { type DispatchLine, normalizeRouteDetail, type SubmitProblem, submitProblems } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { withLayerLabel } from '../core/layer-label';
import { poolScopeOf } from '../core/scope';
import { adjustableShipments } from '../core/shipment-scope';
import { buildLine, checkLineShapes } from '../core/submit-line';
import type { SubmitBody } from './schemas';
import { assertSubmittable } from './submit-checks';
import { loadSubmitData } from './submit-load';
import { writeSubmission } from './submit-write';

/** Out-of-window stops without windowConfirmed: the screen asks, then sends again with windowConfirmed. */
export const WINDOW_CONFIRM_CODE = 409;

/**
 * POST /order/waybill/handmadeSubmit: rebuilds every line from the database, runs
 * the rules again (line shapes, waybill states, then every submit rule in the spec's order with the cold
 * chain and mutually exclusive stations: refused with the first's message and all of them as
 * data.problems, each with its lines and stops), and writes one shipment per line in one transaction.
 * A waybill delivered after its required delivery time is refused unless the body says the dispatcher
 * allowed late arrival (allowLateArrival, asked and confirmed on the screen).
 * Edit mode (shipmentIds): a line whose uuid is one of them updates that shipment.
 * mode.split (POST /order/waybill/handmadeSubmitSplit): the same submit for a shipment split from the line
 * screen, without check 3 (no lines) and check 4 (stops out of their windows), as the domain's split option.
 */
export async function submitLines(
  db: Db,
  caller: AuthContext,
  body: SubmitBody,
  mode: { split?: boolean } = {},
) {
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
  // A shipment split from the line screen (handmadeSubmitSplit) skips the no-lines and window checks.
  const options = {
    split: mode.split === true,
    windowConfirmed: body.windowConfirmed,
    lateArrival: body.allowLateArrival ? ('accept' as const) : ('refuse' as const),
    models: data.models,
    mutexPairs,
  };
  const problems = submitProblems(lines, options);
  const [first, ...rest] = problems;
  // The out-of-window question comes first only when nothing before it is broken: the screen asks it.
  if (first?.confirm) {
    throw new AppError(first.key, { code: WINDOW_CONFIRM_CODE, params: first.params });
  }
  if (first) {
    const named = async ({ key, params, at, confirm }: SubmitProblem) => ({
      key,
      params: await withLayerLabel(db, params),
      at,
      confirm,
    });
    throw AppError.problems([await named(first), ...(await Promise.all(rest.map(named)))]);
  }
  const created = await writeSubmission(db, scope, {
    caller,
    lines: lines.map(normalizeRouteDetail),
    shipmentIds,
    data,
  });
  return created;
}
