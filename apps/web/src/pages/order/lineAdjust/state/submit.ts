import {
  checkLinesForSubmit,
  type DispatchLine,
  type DispatchVehicleModel,
  type StationMutexPair,
  toHandmadeSubmitLine,
  type Verdict,
} from '@tms/domain';
import type { LineDraft, LineQuery, SubmitLine } from '../types';

/** The lines to send with their keys, or the domain's refusal (one to confirm for out-of-window stops). */
export type SubmitPlan = Verdict<{ lines: SubmitLine[]; lineKeys: string[] }>;

/**
 * The lines to send: lines without waybills are not shipments and stay out; the top query parameters
 * (model, route detail, transport type) fill what a line does not carry itself.
 */
export function linesToSubmit(
  lines: readonly LineDraft[],
  query: LineQuery,
): (DispatchLine & { key: string })[] {
  return lines
    .filter((l) => l.orders.length > 0)
    .map((l) => ({
      ...l,
      vehicleMainModelId: l.vehicleMainModelId || query.vehicleMainModelId || null,
      routeDetailId: l.routeDetailId ?? query.routeDetailId ?? null,
      routeDetailName: l.routeDetailName ?? query.routeDetailName ?? null,
      transType: l.transType ?? query.transType,
    }));
}

/**
 * The submit checks of the domain (spec order) and, when they pass, the handmadeSubmit lines built by
 * toHandmadeSubmitLine plus the line's query parameters.
 */
export function planSubmit(input: {
  lines: readonly LineDraft[];
  query: LineQuery;
  windowConfirmed?: boolean;
  models?: ReadonlyMap<string, DispatchVehicleModel>;
  mutexPairs?: readonly StationMutexPair[];
}): SubmitPlan {
  const lines = linesToSubmit(input.lines, input.query);
  const check = checkLinesForSubmit(lines, {
    windowConfirmed: input.windowConfirmed,
    models: input.models,
    mutexPairs: input.mutexPairs,
  });
  if (!check.ok) return check;
  return {
    ok: true,
    lineKeys: lines.map((l) => l.key),
    lines: check.lines.map((line) => ({
      ...toHandmadeSubmitLine(line),
      transType: line.transType ?? null,
      routeDetailName: line.routeDetailName ?? null,
    })),
  };
}
