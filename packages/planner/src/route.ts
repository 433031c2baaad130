import { type Instance, KIND_RELOAD, type TypeInfo } from './instance';
import { earliestStart, latenessAt, latestStart } from './windows';

/**
 * One vehicle's day: its stops and reload nodes in order, with the figures every insertion check reads,
 * per position (0 = leaving the depot, 1..n = the nodes, n + 1 = back at the depot):
 * - `dep`: earliest departure; `start`: earliest service start (push every service as early as it can go);
 * - `latest`: latest service start that keeps every later node within its windows and the shift;
 * - `load`: load after the position, per dimension; `tripMax`: the most on board from the trip's start
 *   up to the position;
 * - `late`: lateness at the position when windows are soft.
 * They are rebuilt in O(n) after a change, and only for the routes that changed.
 */
export class Route {
  readonly type: TypeInfo;
  readonly typeIndex: number;
  /** 0-based among the vehicles of its type. */
  readonly vehicleIndexInType: number;
  nodes: number[] = [];
  readonly loc: Int32Array;
  readonly start: Float64Array;
  readonly dep: Float64Array;
  readonly latest: Float64Array;
  readonly load: Float64Array;
  readonly tripMax: Float64Array;
  readonly late: Float64Array;
  readonly tagCount: Int32Array;
  distance = 0;
  lateness = 0;
  cost = 0;
  trips = 0;
  feasible = true;

  constructor(
    private readonly inst: Instance,
    readonly vehicle: number,
  ) {
    this.typeIndex = inst.vehicleType[vehicle];
    this.vehicleIndexInType = inst.vehicleIndex[vehicle];
    this.type = inst.types[this.typeIndex];
    const size = inst.nodeCount + 2;
    this.loc = new Int32Array(size);
    this.start = new Float64Array(size);
    this.dep = new Float64Array(size);
    this.latest = new Float64Array(size);
    this.load = new Float64Array(size * inst.dims);
    this.tripMax = new Float64Array(size * inst.dims);
    this.late = new Float64Array(size);
    this.tagCount = new Int32Array(inst.tagCount);
    this.refresh();
  }

  get size(): number {
    return this.nodes.length;
  }

  /** Drop reload nodes that no longer separate two non-empty trips. */
  normalize(): void {
    const nodes = this.nodes;
    const kind = this.inst.nodeKind;
    let out = 0;
    for (let k = 0; k < nodes.length; k++) {
      const node = nodes[k];
      if (kind[node] === KIND_RELOAD && (out === 0 || kind[nodes[out - 1]] === KIND_RELOAD)) continue;
      nodes[out++] = node;
    }
    while (out > 0 && kind[nodes[out - 1]] === KIND_RELOAD) out--;
    nodes.length = out;
  }

  refresh(): void {
    const inst = this.inst;
    const { nodeService, nodeLoc, dist, time, locationCount: count } = inst;
    const type = this.type;
    const nodes = this.nodes;
    const n = nodes.length;
    const loc = this.loc;
    loc[0] = type.start;
    for (let k = 0; k < n; k++) loc[k + 1] = nodeLoc[nodes[k]];
    loc[n + 1] = type.end;

    let distance = 0;
    let lateness = 0;
    let feasible = true;
    this.start[0] = type.shiftStart;
    this.dep[0] = type.shiftStart;
    this.late[0] = 0;
    for (let k = 1; k <= n; k++) {
      const node = nodes[k - 1];
      distance += dist[loc[k - 1] * count + loc[k]];
      const begin = earliestStart(inst, node, this.dep[k - 1] + time[loc[k - 1] * count + loc[k]]);
      if (begin === Number.POSITIVE_INFINITY) feasible = false;
      this.start[k] = begin;
      this.dep[k] = begin + nodeService[node];
      const lateHere = latenessAt(inst, node, begin);
      this.late[k] = lateHere;
      lateness += lateHere;
    }
    if (n > 0) distance += dist[loc[n] * count + loc[n + 1]];
    const back = this.dep[n] + time[loc[n] * count + loc[n + 1]];
    this.start[n + 1] = back;
    this.dep[n + 1] = back;
    this.late[n + 1] = 0;
    if (back > type.shiftEnd) feasible = false;

    this.latest[n + 1] = type.shiftEnd;
    for (let k = n; k >= 1; k--) {
      const node = nodes[k - 1];
      const bound = this.latest[k + 1] - nodeService[node] - time[loc[k] * count + loc[k + 1]];
      this.latest[k] = latestStart(inst, node, bound);
    }
    this.latest[0] = n === 0 ? type.shiftEnd : this.latest[1] - time[loc[0] * count + loc[1]];

    this.feasible = feasible;
    this.refreshLoads();
    this.tagCount.fill(0);
    let trips = n > 0 ? 1 : 0;
    for (let k = 0; k < n; k++) {
      const node = nodes[k];
      const job = inst.nodeJob[node];
      if (job < 0) {
        trips++;
        continue;
      }
      if (inst.nodeSibling[node] >= 0 && inst.nodeKind[node] !== 1) continue;
      for (const tag of inst.jobs[job].tags) this.tagCount[tag]++;
    }
    this.trips = trips;
    this.distance = distance;
    this.lateness = lateness;
    this.cost =
      n === 0
        ? 0
        : inst.vehicleCost[this.typeIndex] +
          inst.distanceCost[this.typeIndex] * distance +
          inst.latenessCost * lateness;
  }

  private refreshLoads(): void {
    const { dims, nodeDelta, nodeStartLoad, nodeKind } = this.inst;
    const nodes = this.nodes;
    const n = nodes.length;
    const load = this.load;
    const tripMax = this.tripMax;
    const capacity = this.type.capacity;
    // A trip starts at position 0 and at each reload node; its start load is what its depot-loaded jobs carry.
    let k = 0;
    while (k <= n) {
      let end = k + 1;
      while (end <= n && nodeKind[nodes[end - 1]] !== KIND_RELOAD) end++;
      for (let d = 0; d < dims; d++) load[k * dims + d] = 0;
      for (let p = k + 1; p < end; p++) {
        const node = nodes[p - 1];
        for (let d = 0; d < dims; d++) load[k * dims + d] += nodeStartLoad[node * dims + d];
      }
      for (let d = 0; d < dims; d++) {
        tripMax[k * dims + d] = load[k * dims + d];
        if (load[k * dims + d] > capacity[d] + 1e-9) this.feasible = false;
      }
      for (let p = k + 1; p < end; p++) {
        const node = nodes[p - 1];
        for (let d = 0; d < dims; d++) {
          const value = load[(p - 1) * dims + d] + nodeDelta[node * dims + d];
          load[p * dims + d] = value;
          tripMax[p * dims + d] = value > tripMax[(p - 1) * dims + d] ? value : tripMax[(p - 1) * dims + d];
          if (value > capacity[d] + 1e-9) this.feasible = false;
        }
      }
      k = end;
    }
    for (let d = 0; d < dims; d++) {
      load[(n + 1) * dims + d] = load[n * dims + d];
      tripMax[(n + 1) * dims + d] = tripMax[n * dims + d];
    }
  }
}
