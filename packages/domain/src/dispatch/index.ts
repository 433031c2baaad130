/** The dispatch core's pure rules, used by the server and the line screen. */
export * from './actual-times';
export * from './cold-chain';
export * from './fleet-assignment';
export * from './line-times';
export * from './order-state';
export * from './payload';
export * from './print-pages';
export * from './shipment-permissions';
export * from './shipment-state';
export * from './split';
export * from './stops';
export * from './submit-checks';
export * from './times';
export * from './totals';
export * from './types';
export * from './waybill-state';
