import { describe, expect, it } from 'vitest';
import { consumptionPer100Km, odometerProblem } from './energy';

describe('consumption per 100 km', () => {
  it('is the quantity over the distance since the previous reading, times 100, to 2 decimals', () => {
    expect(
      consumptionPer100Km({
        energyType: 'diesel',
        quantity: '120.5',
        odometerKm: 10450,
        previousOdometerKm: 10000,
      }),
    ).toBe('26.78');
  });

  it('is exact for decimals binary floating point gets wrong', () => {
    // 0.1 + 0.2 style: 0.3 L over 1 km is 30.00, not 29.999…
    expect(
      consumptionPer100Km({ energyType: 'gasoline', quantity: '0.3', odometerKm: 1, previousOdometerKm: 0 }),
    ).toBe('30.00');
  });

  it('is empty without a previous reading, without distance, or for refrigerant', () => {
    expect(
      consumptionPer100Km({ energyType: 'diesel', quantity: 50, odometerKm: 100, previousOdometerKm: null }),
    ).toBeNull();
    expect(
      consumptionPer100Km({ energyType: 'diesel', quantity: 50, odometerKm: 100, previousOdometerKm: 100 }),
    ).toBeNull();
    expect(
      consumptionPer100Km({
        energyType: 'refrigerant',
        quantity: 2,
        odometerKm: 500,
        previousOdometerKm: 100,
      }),
    ).toBeNull();
  });
});

describe('the odometer never goes back', () => {
  it('a reading below the latest earlier reading is refused', () => {
    expect(odometerProblem({ odometerKm: 900, before: 1000, after: null })).toEqual({
      bound: 'before',
      limit: 1000,
    });
  });
  it('a reading above the earliest later reading is refused', () => {
    expect(odometerProblem({ odometerKm: 2100, before: 1000, after: 2000 })).toEqual({
      bound: 'after',
      limit: 2000,
    });
  });
  it('equal readings and readings in between are fine', () => {
    expect(odometerProblem({ odometerKm: 1000, before: 1000, after: 2000 })).toBeNull();
    expect(odometerProblem({ odometerKm: 1500, before: null, after: null })).toBeNull();
  });
});
