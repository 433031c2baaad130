import type { MonitorContext, TemperatureBand, TemperatureWay } from './types';
import { TEMPERATURE_WAYS } from './types';

/**
 * The temperature band each goods temperature layer (the item_temperature dictionary) must be kept in,
 * °C. Frozen goods must stay at -18 °C or colder, chilled goods between 0 and 4 °C (the dictionary's own
 * labels). Ambient goods have no cold-chain band: a compartment holding them is watched by the rule's
 * zone alone. A layer not listed here (a code added to the dictionary later) is treated like ambient.
 */
export const TEMPERATURE_LAYER_BANDS: Readonly<Record<string, TemperatureBand>> = {
  FROZEN: { min: null, max: -18 },
  CHILLED: { min: 0, max: 4 },
};

/**
 * Per way, the band of the goods loaded in that compartment, for MonitorContext.goodsBands. A vehicle
 * model lists its body's temperature layers in compartment order: way 1 is the first layer's compartment,
 * way 2 the second's, and so on. A compartment whose layer none of the loaded goods has holds nothing
 * and is not watched (null); one whose goods have no band (ambient) is left to the rule's zone (absent).
 * Without layers (no model known) nothing is said, and the rule's zones apply as they are.
 */
export function goodsBandsOf(input: {
  layers: readonly string[] | null | undefined;
  loaded: readonly (string | null | undefined)[];
}): MonitorContext['goodsBands'] {
  const layers = input.layers ?? [];
  if (layers.length === 0) return null;
  const loaded = new Set(input.loaded.filter((l): l is string => typeof l === 'string' && l !== ''));
  const bands: Partial<Record<TemperatureWay, TemperatureBand | null>> = {};
  for (const way of TEMPERATURE_WAYS) {
    const layer = layers[way - 1];
    if (layer === undefined) break;
    if (!loaded.has(layer)) {
      bands[way] = null;
      continue;
    }
    const band = TEMPERATURE_LAYER_BANDS[layer];
    if (band) bands[way] = { ...band };
  }
  return bands;
}
