import Decimal from 'decimal.js';

/**
 * Energy records of a vehicle: fuel, electricity, LNG and refrigerant. Consumption per 100 km is the
 * quantity of a fill divided by the distance driven since the previous record of the same energy type,
 * times 100, to 2 decimals (half up); refrigerant is topped up, not burnt by distance, so it has none.
 */
export const ENERGY_TYPES = ['diesel', 'gasoline', 'electricity', 'lng', 'refrigerant'] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];
export const DISTANCE_ENERGY_TYPES: readonly EnergyType[] = ['diesel', 'gasoline', 'electricity', 'lng'];

export function consumptionPer100Km(input: {
  energyType: string;
  quantity: string | number;
  odometerKm: number | null;
  previousOdometerKm: number | null;
}): string | null {
  const { energyType, quantity, odometerKm, previousOdometerKm } = input;
  if (!(DISTANCE_ENERGY_TYPES as readonly string[]).includes(energyType)) return null;
  if (odometerKm === null || previousOdometerKm === null) return null;
  const distance = odometerKm - previousOdometerKm;
  if (distance <= 0) return null;
  return new Decimal(quantity).div(distance).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * The odometer never goes back: a reading must be at least the latest reading recorded before it and at
 * most the earliest reading recorded after it. Answers which bound is broken, or null.
 */
export function odometerProblem(input: {
  odometerKm: number;
  before: number | null;
  after: number | null;
}): { bound: 'before' | 'after'; limit: number } | null {
  if (input.before !== null && input.odometerKm < input.before)
    return { bound: 'before', limit: input.before };
  if (input.after !== null && input.odometerKm > input.after) return { bound: 'after', limit: input.after };
  return null;
}
