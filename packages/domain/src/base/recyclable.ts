/**
 * Recyclable crates and pallets go out with shipments and come back. The ledger holds movements (OUT or
 * RETURN, a whole positive quantity); the balance per station and carrier is what is still outstanding:
 * sent out minus returned. Quantities are counts, summed as integers (no floating point involved).
 */
export const RECYCLABLE_DIRECTIONS = ['OUT', 'RETURN'] as const;
export type RecyclableDirection = (typeof RECYCLABLE_DIRECTIONS)[number];

export type RecyclableMove = {
  recyclableId: string;
  stationId: string;
  carrierId: string;
  direction: RecyclableDirection;
  quantity: number;
};

export type RecyclableBalance = {
  recyclableId: string;
  stationId: string;
  carrierId: string;
  outQuantity: number;
  returnedQuantity: number;
  /** Sent out and not yet back; negative when more came back than the ledger shows going out. */
  outstanding: number;
};

/** Whether a movement quantity is acceptable: a whole number greater than 0. */
export function isMoveQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity > 0;
}

/**
 * Counts per recyclable, station and carrier: out, returned and outstanding (out − returned), ordered by
 * recyclable, station and carrier so the answer does not depend on the order of the movements.
 */
export function recyclableBalances(moves: readonly RecyclableMove[]): RecyclableBalance[] {
  const byKey = new Map<string, RecyclableBalance>();
  for (const move of moves) {
    const key = `${move.recyclableId}\u0000${move.stationId}\u0000${move.carrierId}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        recyclableId: move.recyclableId,
        stationId: move.stationId,
        carrierId: move.carrierId,
        outQuantity: 0,
        returnedQuantity: 0,
        outstanding: 0,
      };
      byKey.set(key, row);
    }
    if (move.direction === 'OUT') row.outQuantity += move.quantity;
    else row.returnedQuantity += move.quantity;
    row.outstanding = row.outQuantity - row.returnedQuantity;
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...byKey.values()].sort(
    (a, b) =>
      cmp(a.recyclableId, b.recyclableId) || cmp(a.stationId, b.stationId) || cmp(a.carrierId, b.carrierId),
  );
}
