/**
 * Role data scopes: 1 all, 2 chosen departments, 3 own department, 4 department and below, 5 own
 * records, 6 own carrier's work. Scopes 1 to 5 filter department-owned data (users); scope 6 makes
 * the role's users carrier staff: they see the waybills and shipments given to their carrier and
 * their carrier's fleet, whatever their data groups' clients are.
 */
export const DATA_SCOPES = ['1', '2', '3', '4', '5', '6'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export const CARRIER_DATA_SCOPE: DataScope = '6';

/**
 * A user is carrier staff when every role they hold has the carrier scope: a user who also holds an
 * operator's role works as an operator (scopes widen across roles, as department scopes do).
 */
export function isCarrierStaff(roleScopes: readonly { dataScope: string }[]): boolean {
  return roleScopes.length > 0 && roleScopes.every((r) => r.dataScope === CARRIER_DATA_SCOPE);
}
