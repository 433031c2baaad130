import { lateArrivalNotice, lateArrivals } from '@tms/domain';
import type { LineDraft } from '../types';
import type { Notice } from './line-adjust-reducer';

/**
 * The late mark of a line's stops, before any submit: every waybill a stop delivers after its required
 * delivery time (domain lateArrivals), in the words the submit refuses or asks about it with, by stop.
 */
export function lateMarks(line: Pick<LineDraft, 'stopList' | 'orders'>): Map<number, Notice[]> {
  const marks = new Map<number, Notice[]>();
  for (const late of lateArrivals(line)) {
    marks.set(late.stopIndex, [...(marks.get(late.stopIndex) ?? []), lateArrivalNotice(late)]);
  }
  return marks;
}
