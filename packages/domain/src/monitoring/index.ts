/** Shipment monitoring: alert rules, the per-reading alert evaluators, ETA and time-series helpers. */
export { alertKey, type OpenAlert, type Sustained } from './alert-core';
export * from './alert-handling';
export * from './alert-rules';
export * from './compliance';
export * from './defer';
export * from './downsample';
export * from './driven-distance';
export * from './eta';
export * from './fences';
export * from './geo';
export * from './goods-bands';
export * from './gps-loss';
export * from './monitor';
export * from './motion';
export * from './reading-check';
export * from './shipment-exceptions';
export * from './temperature';
export * from './types';
