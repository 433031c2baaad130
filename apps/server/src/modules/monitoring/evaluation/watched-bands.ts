import { allowedBand, TEMPERATURE_WAYS, type TemperatureBand, type TemperatureWay } from '@tms/domain';
import type { Db } from '../../../platform/db';
import { loadContexts } from './context';
import * as repo from './repository';
import { enabledRules } from './rules-in-force';

export type WatchedBands = {
  /** The temperature rule in force on the shipment; null when none applies. */
  rule: { uuid: string; code: string } | null;
  /** Per compartment, the band it is held to (null: not watched). */
  bands: Record<TemperatureWay, TemperatureBand | null>;
};

const unwatched = (): Record<TemperatureWay, TemperatureBand | null> =>
  Object.fromEntries(TEMPERATURE_WAYS.map((way) => [way, null])) as Record<
    TemperatureWay,
    TemperatureBand | null
  >;

/**
 * The bands the evaluation holds each shipment's compartments to: the zones of the temperature rule
 * in force on it, tightened by the goods loaded in each compartment. Charts, reports and the live
 * board read them here so they judge a reading exactly as the alerts did.
 */
export async function watchedBands(
  db: Db,
  shipmentIds: readonly string[],
): Promise<Map<string, WatchedBands>> {
  const out = new Map<string, WatchedBands>();
  if (shipmentIds.length === 0) return out;
  const heads = await repo.shipmentHeads(db, shipmentIds);
  const rules = await enabledRules(db, db);
  const contexts = await loadContexts(db, db, heads, rules);
  for (const id of shipmentIds) {
    const context = contexts.get(id);
    const rule = context?.rules.find((r) => r.type === 'temp');
    if (!context || !rule) {
      out.set(id, { rule: null, bands: unwatched() });
      continue;
    }
    const bands = Object.fromEntries(
      TEMPERATURE_WAYS.map((way) => [way, allowedBand(rule.zones, way, context.monitor.goodsBands)]),
    ) as Record<TemperatureWay, TemperatureBand | null>;
    out.set(id, { rule: { uuid: rule.id, code: rule.code }, bands });
  }
  return out;
}

export async function watchedBandsOf(db: Db, shipmentId: string): Promise<WatchedBands> {
  return (await watchedBands(db, [shipmentId])).get(shipmentId) ?? { rule: null, bands: unwatched() };
}
