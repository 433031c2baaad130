/** Figures of the distance matrix over the stops that the search scales itself by. */

export function arcFigures(
  dist: Float64Array,
  locationCount: number,
  nodeLoc: Int32Array,
  stopCount: number,
  depots: readonly { start: number; end: number }[],
): { maxArc: number; typicalArc: number } {
  let maxArc = 0;
  let arcSum = 0;
  for (let a = 0; a < stopCount; a++) {
    for (let b = 0; b < stopCount; b++) {
      const value = dist[nodeLoc[a] * locationCount + nodeLoc[b]];
      if (value > maxArc) maxArc = value;
      arcSum += value;
    }
  }
  for (const depot of depots) {
    for (let a = 0; a < stopCount; a++) {
      maxArc = Math.max(
        maxArc,
        dist[depot.start * locationCount + nodeLoc[a]],
        dist[nodeLoc[a] * locationCount + depot.end],
      );
    }
  }
  const typicalArc = stopCount > 1 ? arcSum / (stopCount * (stopCount - 1)) : Math.max(1, maxArc);
  return { maxArc, typicalArc };
}

/**
 * For each stop, up to `limit` other stops, nearest first (ties by index, so the order is reproducible).
 * A bounded insertion list keeps this O(stops² + stops × limit) instead of sorting every row.
 */
export function nearestNeighbours(
  dist: Float64Array,
  locationCount: number,
  nodeLoc: Int32Array,
  stopCount: number,
  limit: number,
): Int32Array[] {
  const neighbours: Int32Array[] = [];
  const size = Math.min(limit, Math.max(0, stopCount - 1));
  const nearest = new Int32Array(size);
  const nearestDistance = new Float64Array(size);
  for (let a = 0; a < stopCount; a++) {
    const row = nodeLoc[a] * locationCount;
    let kept = 0;
    for (let b = 0; b < stopCount; b++) {
      if (b === a) continue;
      const value = dist[row + nodeLoc[b]];
      // b comes after every kept stop at an equal distance, since stops are visited in index order.
      if (kept === size && value >= nearestDistance[size - 1]) continue;
      let at = kept < size ? kept++ : size - 1;
      while (at > 0 && nearestDistance[at - 1] > value) {
        nearest[at] = nearest[at - 1];
        nearestDistance[at] = nearestDistance[at - 1];
        at--;
      }
      nearest[at] = b;
      nearestDistance[at] = value;
    }
    neighbours.push(nearest.slice(0, kept));
  }
  return neighbours;
}
