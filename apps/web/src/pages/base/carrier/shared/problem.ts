import { type FleetProblem, interpolate } from '@tms/domain';
import type { TFunction } from 'i18next';

/** A domain rule's answer in the user's language (domain messages use {name} placeholders). */
export function problemText(t: TFunction, problem: Pick<FleetProblem, 'key' | 'params'>): string {
  return interpolate(t(problem.key), problem.params);
}
