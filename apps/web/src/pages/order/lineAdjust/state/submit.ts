import {
  checkLinesForSubmit,
  type DispatchLine,
  type DispatchVehicleModel,
  type LateArrivalPolicy,
  type StationMutexPair,
  submitProblems,
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

/** What the screen's submit checks take: its lines and query, the dispatcher's answers so far, the models. */
export type SubmitInput = {
  lines: readonly LineDraft[];
  query: LineQuery;
  windowConfirmed?: boolean;
  /** Refused unless the dispatcher allows late arrival (asked), then accepted once confirmed. */
  lateArrival?: LateArrivalPolicy;
  models?: ReadonlyMap<string, DispatchVehicleModel>;
  mutexPairs?: readonly StationMutexPair[];
};

/**
 * The submit checks of the domain (spec order) and, when they pass, the handmadeSubmit lines built by
 * toHandmadeSubmitLine plus the line's query parameters.
 */
export function planSubmit(input: SubmitInput): SubmitPlan {
  const lines = linesToSubmit(input.lines, input.query);
  const check = checkLinesForSubmit(lines, {
    windowConfirmed: input.windowConfirmed,
    lateArrival: input.lateArrival,
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

/** A submit problem on the screen: its message and the lines (by key) and stops it concerns. */
export type ScreenProblem = {
  key: string;
  params: Record<string, unknown>;
  confirm: boolean;
  at: { lineKey: string; stopIndex: number | null }[];
};

/**
 * Every submit problem at once (domain submitProblems, the rule checkLinesForSubmit and the server take
 * the first of), placed on the screen's lines: line numbers in the messages are the numbers the lines
 * show (lines without waybills are not sent, so the checked list can be shorter).
 */
export function submitIssues(input: SubmitInput): ScreenProblem[] {
  const lines = linesToSubmit(input.lines, input.query);
  const screenNumber = (i: number) => input.lines.findIndex((l) => l.key === lines[i]?.key) + 1;
  return submitProblems(lines, {
    windowConfirmed: input.windowConfirmed,
    lateArrival: input.lateArrival,
    models: input.models,
    mutexPairs: input.mutexPairs,
  }).map((p) => {
    const params = { ...(p.params ?? {}) };
    if (typeof params.line === 'number') params.line = screenNumber(params.line - 1);
    return {
      key: p.key,
      params,
      confirm: !!p.confirm,
      at: p.at.map((place) => ({ lineKey: lines[place.line]?.key ?? '', stopIndex: place.stop })),
    };
  });
}
