export { checkPlan } from './check-plan';
export type {
  Job,
  Matrix,
  Objective,
  Plan,
  PlannedStop,
  PlannedTrip,
  Problem,
  Progress,
  SoftWindows,
  SolveOptions,
  Stop,
  TimeWindow,
  UnassignedReason,
  VehicleType,
} from './model';
export { betterPlan } from './model';
export { deriveSeed } from './random';
export { solve } from './solve';
