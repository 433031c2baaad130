import { describe, expect, it } from 'vitest';
import { chartModel } from './chart-data';

const series = {
  way: 1,
  bandMin: 0,
  bandMax: 4,
  total: 3,
  points: [
    { time: 1_000, value: 2 },
    { time: 2_000, value: 7 },
    { time: 3_000, value: 3 },
  ],
};

describe('a compartment chart', () => {
  it('keeps only its own alerts, clipped to the series and an open one running to the end', () => {
    const model = chartModel(series, [
      { id: 1, way: 1, level: 'slight', startTime: 500, endTime: 2_500, alertContent: null },
      { id: 2, way: 2, level: 'slight', startTime: 1_000, endTime: 2_000, alertContent: null },
      { id: 3, way: 1, level: 'serious', startTime: 2_800, endTime: null, alertContent: null },
    ]);
    expect(model.spans).toEqual([
      { from: 1_000, to: 2_500, level: 'slight' },
      { from: 2_800, to: 3_000, level: 'serious' },
    ]);
  });

  it('shows the whole band even when every reading is inside it', () => {
    const model = chartModel({ ...series, points: [{ time: 1, value: 2 }] }, []);
    expect(model.yRange[0]).toBeLessThan(0);
    expect(model.yRange[1]).toBeGreaterThan(4);
  });
});
