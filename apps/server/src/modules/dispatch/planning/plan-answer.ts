import { type DispatchOrder, type LateArrival, lateArrivalNotice, type MessageKey } from '@tms/domain';
import type { Plan, PlannedTrip } from '@tms/planner/model';
import type { SubmitData } from '../core/submit-line';
import type { BuiltProblem } from './build-problem';
import { type ProposedLine, splitAtEmptyReturns, tripToLine } from './plan-to-lines';
import { lateArrivalsOf, refusalOf } from './verify-lines';

/** Why a waybill is not on any proposed line: a message key (translated when the job is read). */
export type UnplannedReason = {
  waybillId: string;
  code: string;
  reasonCode: 'skills' | 'capacity' | 'time-window' | 'late' | 'conflict' | 'no-room' | 'line-limit' | 'rule';
  key: MessageKey;
  params?: Record<string, unknown>;
  /** For a line the submit refused: the submit's own message. */
  detail?: { key: MessageKey; params?: Record<string, unknown> };
};

export type PlanningResult = {
  lines: ProposedLine[];
  unplanned: UnplannedReason[];
  totals: { vehicles: number; lines: number; distanceKm: number };
  /** Drive times and distances from a road engine, or straight-line estimates. */
  travelSource?: 'road' | 'estimate';
  /** What the dispatcher should know about the plan as a whole. */
  notices?: MessageKey[];
};

type DraftLine = Omit<ProposedLine, 'vehicleNo' | 'tripNo'> & { vehicle: string; start: number };

/**
 * The plan as the answer: every trip as a line, each line checked by the submit's rules. Unless the plan
 * allows late arrival, a waybill the line would deliver after its required delivery time (timed as the
 * screen times the line) is taken off it, with the screen's words as its reason, and the line timed again
 * until none is late. A trip the submit refuses as one line (a vehicle coming back to reload merges into
 * one overloaded visit) is tried as the consecutive lines it is cut into where the vehicle returns empty; a
 * line still refused is not proposed and its waybills are listed with the submit's reason, beside those the
 * solver left out (with its reason) and those no window could take. Beyond `maxLines` the lines with the
 * fewest waybills are left out. Every waybill asked for is either on a line or listed.
 */
export function planAnswer(input: {
  plan: Plan;
  built: BuiltProblem;
  planDate: string;
  data: SubmitData;
  orders: ReadonlyMap<string, DispatchOrder>;
  /** Lines the screen has room for. */
  maxLines: number;
}): PlanningResult {
  const { plan, built, data, orders } = input;
  const codeOf = (id: string) => orders.get(id)?.code ?? id;
  const unplanned: UnplannedReason[] = [];
  const leaveOut = (ids: Iterable<string>, reason: Omit<UnplannedReason, 'waybillId' | 'code'>) => {
    for (const id of ids) unplanned.push({ waybillId: id, code: codeOf(id), ...reason });
  };
  const leaveLate = (late: readonly LateArrival[]) => {
    for (const l of late) leaveOut([l.waybillId], { reasonCode: 'late', ...lateArrivalNotice(l) });
  };
  for (const u of built.impossible) {
    if (u.reason === 'late') leaveLate([u.late]);
    else leaveOut([u.waybillId], { reasonCode: u.reason, key: `waybill.planning.reason.${u.reason}` });
  }
  for (const u of plan.unassigned) {
    leaveOut([u.jobId], { reasonCode: u.reason, key: `waybill.planning.reason.${u.reason}` });
  }
  const lineOf = (trip: PlannedTrip): DraftLine => ({
    ...tripToLine({
      trip,
      built,
      planDate: input.planDate,
      orders,
      stations: data.stations,
      modelName: data.models.get(trip.vehicleType)?.name ?? null,
    }),
    vehicle: `${trip.vehicleType}#${trip.vehicleIndex}`,
    start: trip.stops[0]?.serviceStart ?? trip.start,
  });
  /** The trip as a line without the waybills it would deliver late (the first one off, then timed again). */
  const onTime = (trip: PlannedTrip): { line: DraftLine | null; late: LateArrival[]; trip: PlannedTrip } => {
    const late: LateArrival[] = [];
    let current = trip;
    while (current.stops.length > 0) {
      const line = lineOf(current);
      const [first] = built.lateArrival === 'refuse' ? lateArrivalsOf(line, data) : [];
      if (!first) return { line, late, trip: current };
      late.push(first);
      current = { ...current, stops: current.stops.filter((s) => s.jobId !== first.waybillId) };
    }
    return { line: null, late, trip: current };
  };
  const refused = (line: DraftLine) => refusalOf(line, data, built.lateArrival);

  const drafts: DraftLine[] = [];
  for (const trip of plan.trips) {
    if (trip.stops.length === 0) continue;
    const whole = onTime(trip);
    leaveLate(whole.late);
    if (!whole.line) continue;
    const refusal = refused(whole.line);
    if (!refusal) {
      drafts.push(whole.line);
      continue;
    }
    const pieces = splitAtEmptyReturns(whole.trip, (location) => built.stationIds[location] as string).map(
      onTime,
    );
    if (pieces.length > 1 && pieces.every((piece) => !piece.line || !refused(piece.line))) {
      for (const piece of pieces) {
        leaveLate(piece.late);
        if (piece.line) drafts.push(piece.line);
      }
      continue;
    }
    leaveOut(whole.line.waybillIdList, {
      reasonCode: 'rule',
      key: 'waybill.planning.reason.rule',
      detail: refusal,
    });
  }

  const kept = new Set(
    [...drafts].sort((a, b) => b.waybillIdList.length - a.waybillIdList.length).slice(0, input.maxLines),
  );
  for (const draft of drafts) {
    if (kept.has(draft)) continue;
    leaveOut(draft.waybillIdList, {
      reasonCode: 'line-limit',
      key: 'waybill.planning.reason.line-limit',
      params: { max: input.maxLines },
    });
  }
  // Vehicles are numbered in the order their first line comes; a vehicle's lines by their start.
  const vehicleNos = new Map<string, number>();
  const tripsSoFar = new Map<string, number>();
  const firstOfVehicle = new Map<string, number>();
  drafts.forEach((d, i) => {
    if (!firstOfVehicle.has(d.vehicle)) firstOfVehicle.set(d.vehicle, i);
  });
  const order = (d: DraftLine) => firstOfVehicle.get(d.vehicle) ?? 0;
  const lines = drafts
    .filter((d) => kept.has(d))
    .sort((a, b) => order(a) - order(b) || a.start - b.start)
    .map(({ vehicle, start: _start, ...line }): ProposedLine => {
      if (!vehicleNos.has(vehicle)) vehicleNos.set(vehicle, vehicleNos.size + 1);
      const tripNo = (tripsSoFar.get(vehicle) ?? 0) + 1;
      tripsSoFar.set(vehicle, tripNo);
      return { ...line, vehicleNo: vehicleNos.get(vehicle) as number, tripNo };
    });
  const distanceKm = lines.reduce((sum, l) => sum + l.distanceKm, 0);
  return {
    lines,
    unplanned,
    totals: {
      vehicles: vehicleNos.size,
      lines: lines.length,
      distanceKm: Math.round(distanceKm * 10) / 10,
    },
  };
}
