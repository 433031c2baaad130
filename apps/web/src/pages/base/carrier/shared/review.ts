import { dictValueEnum, useDict } from '../../../../core/dicts';
import { post } from '../../../../core/request';
import type { ReviewValues } from './ReviewModal';

/** The review_status dictionary as a ProTable valueEnum (0 pending, 1 approved, 2 rejected). */
export function useReviewEnum() {
  return dictValueEnum(useDict('review_status'));
}

export function postReview(url: string, ids: string[], values: ReviewValues) {
  return post<null>(url, { ids, ...values });
}
