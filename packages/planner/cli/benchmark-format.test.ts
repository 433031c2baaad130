import { describe, expect, it } from 'vitest';
import { parseBenchmark, parseLiLim, parseSolomon, toProblem } from './benchmark-format';

const solomon = `C101

VEHICLE
NUMBER     CAPACITY
  25         200

CUSTOMER
CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME
 
    0      40         50          0          0       1236          0   
    1      45         68         10        912        967         90   
    2      45         70         30        825        870         90   
`;

const liLim = `25\t200\t1
0\t40\t50\t0\t0\t1236\t0\t0\t0
1\t45\t68\t-10\t912\t967\t90\t2\t0
2\t42\t66\t10\t65\t146\t90\t0\t1
`;

describe('benchmark files are read by their format', () => {
  it('Solomon: fleet, capacity and every customer line with its window and service time', () => {
    const instance = parseSolomon(solomon, 'C101');
    expect(instance).toMatchObject({ format: 'solomon', vehicles: 25, capacity: 200 });
    expect(instance.nodes).toHaveLength(3);
    expect(instance.nodes[2]).toMatchObject({
      id: 2,
      x: 45,
      y: 70,
      demand: 30,
      ready: 825,
      due: 870,
      service: 90,
    });
  });

  it('Li & Lim: a pickup names its delivery and the delivery its pickup', () => {
    const instance = parseLiLim(liLim, 'lc101');
    expect(instance).toMatchObject({ format: 'li-lim', vehicles: 25, capacity: 200 });
    expect(instance.nodes[1]).toMatchObject({ demand: -10, pickup: 2, delivery: 0 });
    expect(instance.nodes[2]).toMatchObject({ demand: 10, pickup: 0, delivery: 1 });
  });

  it('the format is recognised from the text, not the file name', () => {
    expect(parseBenchmark(solomon, 'x').format).toBe('solomon');
    expect(parseBenchmark(liLim, 'x').format).toBe('li-lim');
    expect(() => parseBenchmark('hello', 'x')).toThrow(/neither/);
  });

  it('a Li & Lim pair becomes one pickup-and-delivery job; Solomon customers single deliveries', () => {
    const pairs = toProblem(parseLiLim(liLim, 'lc101'));
    expect(pairs.jobs).toHaveLength(1);
    expect(pairs.jobs[0]).toMatchObject({ pickup: { location: 2 }, delivery: { location: 1 }, amount: [10] });
    expect(pairs.objective).toBe('vehicles-then-distance');
    const singles = toProblem(parseSolomon(solomon, 'C101'));
    expect(singles.jobs.map((job) => job.delivery.location)).toEqual([1, 2]);
    expect(singles.objective).toBe('distance');
    expect((singles.distance as Float64Array)[1]).toBeCloseTo(Math.hypot(5, 18), 12);
  });
});
