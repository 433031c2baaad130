export type DealStatus = 'N' | 'Y';

/**
 * The handling status the list starts with: the route's dealStatus query (the header's badge opens
 * ExceptionEta?dealStatus=N) when it is N or Y, else the open ones (N), as the screen opens by default.
 */
export function routeDealStatus(query: string | null | undefined): DealStatus {
  const value = query?.trim().toUpperCase();
  return value === 'Y' ? 'Y' : 'N';
}

/** The list's filters without paging, for the export (empty values dropped). */
export function exportFilters(params: Record<string, unknown>): Record<string, unknown> {
  const { current: _c, pageSize: _p, ...rest } = params;
  return Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}
