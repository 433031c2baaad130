import type { DispatchOrder, MessageKey } from '@tms/domain';
import type { Plan } from '@tms/planner/model';
import type { SubmitData } from '../core/submit-line';
import type { BuiltProblem } from './build-problem';
import { type ProposedLine, tripToLine } from './plan-to-lines';
import { refusalOf } from './verify-lines';

/** Why a waybill is not on any proposed line: a message key (translated when the job is read). */
export type UnplannedReason = {
  waybillId: string;
  code: string;
  reasonCode: 'skills' | 'capacity' | 'time-window' | 'conflict' | 'no-room' | 'rule';
  key: MessageKey;
  params?: Record<string, unknown>;
  /** For a line the submit refused: the submit's own message. */
  detail?: { key: MessageKey; params?: Record<string, unknown> };
};

export type PlanningResult = {
  lines: ProposedLine[];
  unplanned: UnplannedReason[];
  totals: { vehicles: number; distanceKm: number };
};

/**
 * The plan as the answer: every trip as a line, each line checked by the submit's rules; a line the
 * submit would refuse is not proposed and its waybills are listed with the submit's reason, beside those
 * the solver left out (with its reason) and those no window could take. Every waybill asked for is
 * either on a line or listed.
 */
export function planAnswer(input: {
  plan: Plan;
  built: BuiltProblem;
  planDate: string;
  data: SubmitData;
  orders: ReadonlyMap<string, DispatchOrder>;
}): PlanningResult {
  const { plan, built, data, orders } = input;
  const codeOf = (id: string) => orders.get(id)?.code ?? id;
  const unplanned: UnplannedReason[] = [
    ...built.impossible.map((u) => ({ waybillId: u.waybillId, reason: u.reason })),
    ...plan.unassigned.map((u) => ({ waybillId: u.jobId, reason: u.reason })),
  ].map(({ waybillId, reason }) => ({
    waybillId,
    code: codeOf(waybillId),
    reasonCode: reason,
    key: `waybill.planning.reason.${reason}` as const,
  }));
  const lines: ProposedLine[] = [];
  for (const trip of plan.trips) {
    if (trip.stops.length === 0) continue;
    const line = tripToLine({
      trip,
      built,
      planDate: input.planDate,
      orders,
      stations: data.stations,
      modelName: data.models.get(trip.vehicleType)?.name ?? null,
    });
    const refusal = refusalOf(line, data);
    if (!refusal) {
      lines.push(line);
      continue;
    }
    for (const id of line.waybillIdList) {
      unplanned.push({
        waybillId: id,
        code: codeOf(id),
        reasonCode: 'rule',
        key: 'waybill.planning.reason.rule',
        detail: refusal,
      });
    }
  }
  const distanceKm = lines.reduce((sum, l) => sum + l.distanceKm, 0);
  return {
    lines,
    unplanned,
    totals: { vehicles: lines.length, distanceKm: Math.round(distanceKm * 10) / 10 },
  };
}
