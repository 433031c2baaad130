/**
 * A list's filter values from its route query, so a link (a home card) can open a list already filtered:
 * `status` (one or comma-joined codes) and `etd` (a planned departure day, YYYY-MM-DD).
 */
export function routeFilters(search: string): { status?: string[]; etd?: string } {
  const params = new URLSearchParams(search);
  const status = params.get('status')?.split(',').filter(Boolean);
  const etd = params.get('etd');
  return {
    ...(status && status.length > 0 ? { status } : {}),
    ...(etd && /^\d{4}-\d{2}-\d{2}$/.test(etd) ? { etd } : {}),
  };
}
