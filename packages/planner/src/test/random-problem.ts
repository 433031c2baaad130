import type { Job, Problem, VehicleType } from '../model';
import { Random } from '../random';

/**
 * Small random problems for the property tests: points on a grid, one or two windows per stop, two
 * capacity dimensions, pairs and single deliveries, skills, conflict tags and vehicles that may chain trips.
 */
export interface RandomProblemSettings {
  jobs: number;
  pairShare: number;
  softWindows?: boolean;
  multiTrip?: boolean;
}

export function randomProblem(seed: number, settings: RandomProblemSettings): Problem {
  const random = new Random(seed);
  const locationCount = 12;
  const points = Array.from({ length: locationCount }, () => [random.int(100), random.int(100)] as const);
  const distance = new Float64Array(locationCount * locationCount);
  points.forEach(([ax, ay], a) => {
    points.forEach(([bx, by], b) => {
      distance[a * locationCount + b] = Math.hypot(ax - bx, ay - by);
    });
  });
  const horizon = 1000;
  const stop = () => {
    const windows: [number, number][] = [];
    const first = random.int(horizon - 200);
    windows.push([first, first + 60 + random.int(300)]);
    if (random.next() < 0.3) {
      const second = (windows[0] as [number, number])[1] + 20 + random.int(200);
      if (second < horizon) windows.push([second, Math.min(horizon, second + 50 + random.int(200))]);
    }
    return {
      location: 1 + random.int(locationCount - 1),
      timeWindows: windows,
      serviceDuration: random.int(15),
    };
  };
  const skills = ['frozen', 'chilled', 'ambient'];
  const jobs: Job[] = Array.from({ length: settings.jobs }, (_, j) => {
    const pair = random.next() < settings.pairShare;
    const job: Job = {
      id: `job${j}`,
      delivery: stop(),
      amount: [1 + random.int(8), random.int(5)],
      skills: random.next() < 0.4 ? [skills[random.int(3)] as string] : [],
      tags:
        random.next() < 0.3
          ? [`order${random.int(3)}`]
          : random.next() < 0.2
            ? [`station${random.int(2)}`]
            : [],
    };
    if (pair) {
      const pickup = stop();
      const delivery = job.delivery;
      // Keep the pair servable: the delivery's windows open after the pickup's.
      const shift = (pickup.timeWindows[0] as [number, number])[0];
      job.pickup = pickup;
      job.delivery = {
        ...delivery,
        timeWindows: [[shift, Math.min(horizon, shift + 100 + random.int(400))]],
      };
    }
    return job;
  });
  const vehicleTypes: VehicleType[] = [
    {
      id: 'cold',
      count: 2,
      capacity: [20, 8],
      skills: ['frozen', 'chilled'],
      startLocation: 0,
      shift: [0, horizon],
      fixedCost: 100,
      costPerDistance: 1,
      maxTrips: settings.multiTrip ? 3 : 1,
      reloadDuration: 15,
    },
    {
      id: 'dry',
      count: 2,
      capacity: [15, 10],
      skills: ['ambient'],
      startLocation: 0,
      endLocation: random.next() < 0.5 ? 0 : 1,
      shift: [50, horizon],
      fixedCost: 80,
      costPerDistance: 1.5,
      maxTrips: settings.multiTrip ? 2 : 1,
      reloadDuration: 10,
    },
  ];
  return {
    locationCount,
    distance,
    jobs,
    vehicleTypes,
    objective: (['vehicles-then-distance', 'distance', 'cost'] as const)[random.int(3)],
    conflicts: [
      ['order0', 'order0'],
      ['order1', 'order1'],
      ['order2', 'order2'],
      ['station0', 'station1'],
    ],
    ...(settings.softWindows ? { softWindows: { penaltyPerUnit: 2, maxLateness: 40 } } : {}),
  };
}
