import { interpolate, type RouteProblem } from '@tms/domain';
import type { TFunction } from 'i18next';

/** A domain rule's answer in the user's language (domain messages use {name} placeholders). */
export function problemText(t: TFunction, problem: RouteProblem): string {
  return interpolate(t(problem.key), problem.params);
}
