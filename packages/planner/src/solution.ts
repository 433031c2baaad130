import { applyInsertion, type Candidate } from './insertion';
import type { Instance } from './instance';
import { Route } from './route';

/** A saved plan: each vehicle's node sequence and the jobs left out. */
export interface Snapshot {
  routes: number[][];
  unassigned: number[];
  cost: number;
}

/**
 * The routes of every vehicle (empty ones included), where each job is, and the jobs left out. Changes made
 * during one ruin-and-recreate step can be rolled back: the first change to a route saves its old sequence.
 */
export class Solution {
  readonly routes: Route[];
  readonly jobRoute: Int32Array;
  unassigned: number[];
  private readonly saved = new Map<number, number[]>();
  private savedUnassigned: number[] = [];

  constructor(private readonly inst: Instance) {
    this.routes = Array.from(inst.vehicleType, (_, vehicle) => new Route(inst, vehicle));
    this.jobRoute = new Int32Array(inst.jobs.length).fill(-1);
    this.unassigned = inst.jobs.map((_, job) => job);
  }

  cost(): number {
    let total = this.unassigned.length * this.inst.unassignedPenalty;
    for (const route of this.routes) total += route.cost;
    return total;
  }

  usedRoutes(): number {
    let used = 0;
    for (const route of this.routes) if (route.size > 0) used++;
    return used;
  }

  /** Start recording changes so that `rollback` can undo them. */
  begin(): void {
    this.saved.clear();
    this.savedUnassigned = this.unassigned.slice();
  }

  private touch(routeIndex: number): void {
    if (!this.saved.has(routeIndex))
      this.saved.set(routeIndex, (this.routes[routeIndex] as Route).nodes.slice());
  }

  rollback(): void {
    for (const [routeIndex, nodes] of this.saved) {
      const route = this.routes[routeIndex] as Route;
      route.nodes = nodes;
      route.refresh();
      for (const node of nodes) {
        const job = this.inst.nodeJob[node];
        if (job >= 0) this.jobRoute[job] = routeIndex;
      }
    }
    this.unassigned = this.savedUnassigned;
    for (const job of this.unassigned) this.jobRoute[job] = -1;
    this.saved.clear();
  }

  /** Take the jobs out of the route (both stops of a pair); they join no list: the caller places them. */
  removeJobs(routeIndex: number, jobs: readonly number[]): void {
    this.touch(routeIndex);
    const route = this.routes[routeIndex] as Route;
    for (const job of jobs) this.jobRoute[job] = -1;
    const jobRoute = this.jobRoute;
    const nodeJob = this.inst.nodeJob;
    route.nodes = route.nodes.filter((node) => nodeJob[node] < 0 || jobRoute[nodeJob[node]] === routeIndex);
    route.normalize();
    route.refresh();
  }

  insert(job: number, candidate: Candidate): void {
    this.touch(candidate.route);
    applyInsertion(this.inst, this.routes[candidate.route] as Route, job, candidate);
    this.jobRoute[job] = candidate.route;
  }

  snapshot(): Snapshot {
    return {
      routes: this.routes.map((route) => route.nodes.slice()),
      unassigned: this.unassigned.slice(),
      cost: this.cost(),
    };
  }

  restore(snapshot: Snapshot): void {
    this.jobRoute.fill(-1);
    snapshot.routes.forEach((nodes, routeIndex) => {
      const route = this.routes[routeIndex] as Route;
      route.nodes = nodes.slice();
      route.refresh();
      for (const node of nodes) {
        const job = this.inst.nodeJob[node];
        if (job >= 0) this.jobRoute[job] = routeIndex;
      }
    });
    this.unassigned = snapshot.unassigned.slice();
    this.saved.clear();
  }
}
