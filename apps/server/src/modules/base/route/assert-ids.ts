import { AppError } from '../../../platform/errors';

/** A change by ids: 404 when one id is absent, HTTP 403 when one lies outside the caller's center. */
export function assertIdsInScope(ids: number[], all: { id: number }[], visible: number[]): void {
  const unique = new Set(ids);
  if (all.length !== unique.size) throw AppError.notFound();
  if (visible.length !== unique.size) throw AppError.forbidden('common.dataScopeDenied');
}
