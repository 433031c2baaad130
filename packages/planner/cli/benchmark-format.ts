import type { Objective, Problem } from '../src/index';

/**
 * The two public benchmark formats: Solomon VRPTW (text with VEHICLE / CUSTOMER sections) and Li & Lim
 * PDPTW (tab-separated, pickup and delivery columns). Node 0 is the depot; a node's index is its id.
 */
export interface BenchmarkNode {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
  /** Li & Lim: for a delivery, its pickup's id; 0 otherwise. */
  pickup: number;
  /** Li & Lim: for a pickup, its delivery's id; 0 otherwise. */
  delivery: number;
}

export interface BenchmarkInstance {
  name: string;
  format: 'solomon' | 'li-lim';
  vehicles: number;
  capacity: number;
  nodes: BenchmarkNode[];
}

const numbersOf = (line: string): number[] => line.trim().split(/\s+/).filter(Boolean).map(Number);

export function parseSolomon(text: string, name: string): BenchmarkInstance {
  const lines = text.split(/\r?\n/);
  const vehicleAt = lines.findIndex((line) => line.trim().toUpperCase() === 'VEHICLE');
  const fleetLine = lines.slice(vehicleAt + 1).find((line) => /^\s*\d/.test(line));
  if (vehicleAt < 0 || !fleetLine) throw new Error(`${name}: no VEHICLE section`);
  const [vehicles = 0, capacity = 0] = numbersOf(fleetLine);
  const customerAt = lines.findIndex((line) => line.trim().toUpperCase() === 'CUSTOMER');
  if (customerAt < 0) throw new Error(`${name}: no CUSTOMER section`);
  const nodes: BenchmarkNode[] = [];
  for (const line of lines.slice(customerAt + 1)) {
    const values = numbersOf(line);
    if (values.length < 7 || values.some(Number.isNaN)) continue;
    const [id, x, y, demand, ready, due, service] = values as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    nodes.push({ id, x, y, demand, ready, due, service, pickup: 0, delivery: 0 });
  }
  return { name, format: 'solomon', vehicles, capacity, nodes: checkIds(nodes, name) };
}

export function parseLiLim(text: string, name: string): BenchmarkInstance {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [vehicles = 0, capacity = 0] = numbersOf(lines[0] ?? '');
  const nodes = lines.slice(1).map((line) => {
    const values = numbersOf(line);
    if (values.length < 9 || values.some(Number.isNaN)) throw new Error(`${name}: bad task line "${line}"`);
    const [id, x, y, demand, ready, due, service, pickup, delivery] = values as number[] as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { id, x, y, demand, ready, due, service, pickup, delivery };
  });
  return { name, format: 'li-lim', vehicles, capacity, nodes: checkIds(nodes, name) };
}

function checkIds(nodes: BenchmarkNode[], name: string): BenchmarkNode[] {
  nodes.forEach((node, index) => {
    if (node.id !== index) throw new Error(`${name}: node ${index} has id ${node.id}; ids must run from 0`);
  });
  return nodes;
}

/** Li & Lim files start with a line of three numbers; Solomon files have a VEHICLE heading. */
export function parseBenchmark(text: string, name: string): BenchmarkInstance {
  if (/^\s*VEHICLE\s*$/im.test(text)) return parseSolomon(text, name);
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (numbersOf(first).length === 3) return parseLiLim(text, name);
  throw new Error(`${name}: neither a Solomon nor a Li & Lim file`);
}

export function euclidean(a: BenchmarkNode, b: BenchmarkNode): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The instance as a planner problem: speed 1, travel time = Euclidean distance in double precision. */
export function toProblem(instance: BenchmarkInstance, objective?: Objective): Problem {
  const { nodes } = instance;
  const count = nodes.length;
  const matrix = new Float64Array(count * count);
  for (const a of nodes) for (const b of nodes) matrix[a.id * count + b.id] = euclidean(a, b);
  const depot = nodes[0] as BenchmarkNode;
  const stopOf = (node: BenchmarkNode) => ({
    location: node.id,
    timeWindows: [[node.ready, node.due] as const],
    serviceDuration: node.service,
  });
  const jobs =
    instance.format === 'solomon'
      ? nodes.slice(1).map((node) => ({ id: String(node.id), delivery: stopOf(node), amount: [node.demand] }))
      : nodes
          .filter((node) => node.id > 0 && node.delivery > 0)
          .map((node) => {
            const delivery = nodes[node.delivery] as BenchmarkNode;
            return {
              id: `${node.id}>${delivery.id}`,
              pickup: stopOf(node),
              delivery: stopOf(delivery),
              amount: [node.demand],
            };
          });
  return {
    locationCount: count,
    distance: matrix,
    jobs,
    vehicleTypes: [
      {
        id: 'vehicle',
        count: instance.vehicles,
        capacity: [instance.capacity],
        startLocation: 0,
        shift: [depot.ready, depot.due],
      },
    ],
    objective: objective ?? (instance.format === 'solomon' ? 'distance' : 'vehicles-then-distance'),
  };
}
