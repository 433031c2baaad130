import type { Refusal } from './types';

/**
 * Which vehicles can go: the rules scheduling, the scheduling dialog's picker and the planning dialog's
 * fleet all answer with, so a vehicle the picker offers is one scheduling accepts and a model the plan
 * counts has vehicles that can then be scheduled. Each rule names why a vehicle cannot go in words the
 * user reads in the picker and in the refusal alike.
 */

/** A span of wall-clock time ('YYYY-MM-DD HH:mm:ss', the dispatch times' form); both ends included. */
export type TimeWindow = { from: string; to: string };

/** Why a vehicle cannot go, as message keys of messages/fleet-go.ts with their parameters. */
export type GoReason =
  | { key: 'fleet.go.vehicleNotApproved' }
  | { key: 'fleet.go.vehicleDisabled' }
  | { key: 'fleet.go.vehicleLocked' }
  | { key: 'fleet.go.vehicleScrapped'; params: { day: string } }
  | { key: 'fleet.go.noInsurance' }
  | { key: 'fleet.go.insuranceExpired'; params: { day: string } }
  | { key: 'fleet.go.insuranceNotStarted'; params: { day: string } }
  | { key: 'fleet.go.noModel' }
  | { key: 'fleet.go.carrierNotApproved' }
  | { key: 'fleet.go.carrierDisabled' }
  | { key: 'fleet.go.carrierBlacklisted' }
  | { key: 'fleet.go.busy'; params: { code: string; window: string } }
  | { key: 'fleet.go.layer'; params: { layer: string } }
  | { key: 'fleet.go.weight'; params: { rated: string; excess: string } }
  | { key: 'fleet.go.volume'; params: { rated: string; excess: string } }
  | { key: 'fleet.go.compartmentWeight'; params: { layer: string; rated: string; excess: string } }
  | { key: 'fleet.go.compartmentVolume'; params: { layer: string; rated: string; excess: string } };
export type GoReasonKey = GoReason['key'];

/** What a vehicle, its carrier and its model say of themselves (flags Y/N, review 0/1/2, days YYYY-MM-DD). */
export type VehicleStanding = {
  reviewStatus: string;
  enableFlag: string;
  locked: string | null;
  scrapDate: string | null;
  insuranceStart: string | null;
  insuranceEnd: string | null;
  /** False when the vehicle has no model, or its model is removed or disabled. */
  modelUsable: boolean;
  carrier: { reviewStatus: string; enableFlag: string; blacklist: string | null };
};

const dayOf = (time: string) => time.slice(0, 10);

/**
 * Whether the vehicle itself may go on the days of `window`: approved and enabled, not locked, not
 * scrapped by the last day, insured on every day (cover starting by the first and ending no earlier
 * than the last), on a usable model, of an approved, enabled carrier that is not blacklisted. Every
 * reason that applies, in that order.
 */
export function standingReasons(vehicle: VehicleStanding, window: TimeWindow): GoReason[] {
  const first = dayOf(window.from);
  const last = dayOf(window.to);
  const reasons: GoReason[] = [];
  if (vehicle.reviewStatus !== '1') reasons.push({ key: 'fleet.go.vehicleNotApproved' });
  if (vehicle.enableFlag !== 'Y') reasons.push({ key: 'fleet.go.vehicleDisabled' });
  if (vehicle.locked === 'Y') reasons.push({ key: 'fleet.go.vehicleLocked' });
  if (vehicle.scrapDate && vehicle.scrapDate <= last) {
    reasons.push({ key: 'fleet.go.vehicleScrapped', params: { day: vehicle.scrapDate } });
  }
  if (!vehicle.insuranceEnd) reasons.push({ key: 'fleet.go.noInsurance' });
  else if (vehicle.insuranceEnd < last) {
    reasons.push({ key: 'fleet.go.insuranceExpired', params: { day: vehicle.insuranceEnd } });
  } else if (vehicle.insuranceStart && vehicle.insuranceStart > first) {
    reasons.push({ key: 'fleet.go.insuranceNotStarted', params: { day: vehicle.insuranceStart } });
  }
  if (!vehicle.modelUsable) reasons.push({ key: 'fleet.go.noModel' });
  if (vehicle.carrier.reviewStatus !== '1') reasons.push({ key: 'fleet.go.carrierNotApproved' });
  if (vehicle.carrier.enableFlag !== 'Y') reasons.push({ key: 'fleet.go.carrierDisabled' });
  if (vehicle.carrier.blacklist === 'Y') reasons.push({ key: 'fleet.go.carrierBlacklisted' });
  return reasons;
}

type TimedStop = {
  eta?: string | null;
  etd?: string | null;
  backWareEta?: string | null;
  backWareEtd?: string | null;
};

/**
 * The time a shipment holds its vehicle, from its planned times: from the earliest time of any stop to
 * the latest, the return to the depot included (a second trip starts after it). Without stop times, the
 * shipment's own departure and arrival; null when it has no planned time at all.
 */
export function shipmentWindow(
  stops: readonly TimedStop[],
  shipment: { etd?: string | null; eta?: string | null } = {},
): TimeWindow | null {
  const times = stops
    .flatMap((s) => [s.eta, s.etd, s.backWareEta, s.backWareEtd])
    .filter((t): t is string => !!t);
  if (times.length === 0) times.push(...[shipment.etd, shipment.eta].filter((t): t is string => !!t));
  if (times.length === 0) return null;
  const sorted = times.map((t) => t.slice(0, 19)).sort();
  return { from: sorted[0] as string, to: sorted.at(-1) as string };
}

/**
 * Two windows overlap when each starts before the other ends, or both start at once (a shipment known
 * by one time only); one that only touches the other (a trip leaving the minute the last came back)
 * does not. A missing window (a shipment with no planned time) overlaps everything: nothing says the
 * vehicle is free then.
 */
export function windowsOverlap(a: TimeWindow | null, b: TimeWindow | null): boolean {
  if (!a || !b) return true;
  return (a.from < b.to && b.from < a.to) || a.from === b.from;
}

/** A window as people read it: "12-09 05:30–08:15", or with both days when it crosses midnight. */
export function windowLabel(window: TimeWindow | null): string {
  if (!window) return '';
  const from = window.from.slice(5, 16);
  const sameDay = dayOf(window.from) === dayOf(window.to);
  return `${from}–${sameDay ? window.to.slice(11, 16) : window.to.slice(5, 16)}`;
}

/** A live shipment holding a vehicle, with its planned window. */
export type HoldingShipment = { shipmentCode: string; window: TimeWindow | null };

/**
 * The window a live shipment holds its vehicle in: its planned one, except that a shipment still on the
 * road past its planned end holds the vehicle until now (it is not back yet).
 */
export function heldWindow(input: {
  status: string;
  window: TimeWindow | null;
  /** Now as a wall-clock time in the shipment's zone ('YYYY-MM-DD HH:mm:ss'). */
  now: string;
}): TimeWindow | null {
  const { status, window, now } = input;
  if (status !== 'T' || !window || window.to >= now) return window;
  return { from: window.from, to: now };
}

/**
 * The vehicle is busy when another live shipment holds it in a window overlapping one of `windows` (the
 * shipments it would take): the first such, with its code and window.
 */
export function busyReason(
  windows: readonly (TimeWindow | null)[],
  holders: readonly HoldingShipment[],
): GoReason | null {
  for (const window of windows) {
    const clash = holders.find((h) => windowsOverlap(window, h.window));
    if (clash) {
      return {
        key: 'fleet.go.busy',
        params: { code: clash.shipmentCode, window: windowLabel(clash.window) },
      };
    }
  }
  return null;
}

const text = (value: unknown) => String(value ?? '');

/**
 * The cold-chain rule's refusal (the line submit's, see cold-chain.ts) said of a vehicle in the picker:
 * which layer it does not carry, which rated figure the goods exceed and by how much.
 */
export function coldChainGoReason(refusal: Refusal): GoReason {
  const p = refusal.params ?? {};
  switch (refusal.key) {
    case 'waybill.tip.model.layer':
      return { key: 'fleet.go.layer', params: { layer: text(p.layer) } };
    case 'waybill.tip.model.weight':
      return { key: 'fleet.go.weight', params: { rated: text(p.rated), excess: text(p.excess) } };
    case 'waybill.tip.model.volume':
      return { key: 'fleet.go.volume', params: { rated: text(p.rated), excess: text(p.excess) } };
    case 'waybill.tip.model.compartmentWeight':
      return {
        key: 'fleet.go.compartmentWeight',
        params: { layer: text(p.layer), rated: text(p.rated), excess: text(p.excess) },
      };
    case 'waybill.tip.model.compartmentVolume':
      return {
        key: 'fleet.go.compartmentVolume',
        params: { layer: text(p.layer), rated: text(p.rated), excess: text(p.excess) },
      };
    default:
      return { key: 'fleet.go.noModel' };
  }
}

/**
 * Everything that keeps a vehicle at home: what it is on the days of `span` (standingReasons), a live
 * shipment holding it in one of `windows` (busyReason), and goods it would not carry (the cold chain's
 * refusal, when the question names goods). Empty: the vehicle can go.
 */
export function vehicleGoReasons(input: {
  standing: VehicleStanding;
  /** The days the vehicle is wanted on: the windows' union (or today when they have no time). */
  span: TimeWindow;
  /** The windows it is wanted in: one per shipment it would take, or the plan's. */
  windows: readonly (TimeWindow | null)[];
  holders: readonly HoldingShipment[];
  coldChain: Refusal | null;
}): GoReason[] {
  const reasons = standingReasons(input.standing, input.span);
  const busy = busyReason(input.windows, input.holders);
  if (busy) reasons.push(busy);
  if (input.coldChain && input.standing.modelUsable) reasons.push(coldChainGoReason(input.coldChain));
  return reasons;
}

/** The union of the windows that have a time; null when none has. */
export function windowSpan(windows: readonly (TimeWindow | null)[]): TimeWindow | null {
  const known = windows.filter((w): w is TimeWindow => w !== null);
  if (known.length === 0) return null;
  return {
    from: known.map((w) => w.from).sort()[0] as string,
    to: known
      .map((w) => w.to)
      .sort()
      .at(-1) as string,
  };
}

/**
 * The vehicles a new plan may use, per model: those that can go, less one of its planned model for each
 * shipment already made for that window and not yet scheduled (open or effective) — it will need a
 * vehicle too, so a plan never takes the one it would be scheduled on. Never below zero.
 */
export function fleetLeftForPlan(
  canGo: ReadonlyMap<string, number>,
  claimedModels: readonly (string | null)[],
): Map<string, number> {
  const left = new Map(canGo);
  for (const model of claimedModels) {
    if (!model) continue;
    const count = left.get(model);
    if (count !== undefined) left.set(model, Math.max(0, count - 1));
  }
  return left;
}
