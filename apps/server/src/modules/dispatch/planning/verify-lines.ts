import {
  type LateArrival,
  type LateArrivalPolicy,
  lateArrivals,
  type MessageKey,
  submitProblems,
} from '@tms/domain';
import { AppError } from '../../../platform/errors';
import { mutexPairsOf } from '../core/station-data';
import { buildLine, checkLineShapes, type SubmitData } from '../core/submit-line';
import type { ProposedLine } from './plan-to-lines';

/** The first submit rule a proposed line breaks, as a message key and its parameters. */
export type LineRefusal = { key: MessageKey; params?: Record<string, unknown> };

/**
 * A proposed line through the manual submit's own rules (the same functions handmadeSubmit calls: the
 * line rebuilt from the database rows, its shape, then every submit rule with the models and mutually
 * exclusive stations), each line on its own, as the dispatcher may submit any of them alone. Stops out
 * of their windows are not a refusal here: the submit only asks to confirm them, and the line carries
 * the flags; late arrivals are refused unless the plan allows them (soft windows: the dispatcher chose late
 * arrival, which the submit then asks to confirm). Null when the submit would take the line.
 */
export function refusalOf(
  line: Omit<ProposedLine, 'vehicleNo' | 'tripNo'>,
  data: SubmitData,
  lateArrival: Exclude<LateArrivalPolicy, 'ask'>,
): LineRefusal | null {
  const dispatchLine = buildLine(line, data);
  try {
    checkLineShapes([dispatchLine]);
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, params: error.params };
    throw error;
  }
  const [first] = submitProblems([dispatchLine], {
    windowConfirmed: true,
    lateArrival,
    models: data.models,
    mutexPairs: mutexPairsOf(data.stations),
  });
  return first ? { key: first.key, params: first.params } : null;
}

/** The waybills a proposed line would deliver after their required delivery time (the submit's rule). */
export function lateArrivalsOf(
  line: Omit<ProposedLine, 'vehicleNo' | 'tripNo'>,
  data: SubmitData,
): LateArrival[] {
  return lateArrivals(buildLine(line, data));
}
