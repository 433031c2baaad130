/** The dispatch core's pure rules (document 1 sections 3 to 5 and 9), used by the server and the line screen. */
export * from './clock';
export * from './cold-chain';
export * from './order-state';
export * from './payload';
export * from './print-pages';
export * from './shipment-state';
export * from './split';
export * from './stops';
export * from './submit-checks';
export * from './times';
export * from './totals';
export * from './types';
export * from './waybill-state';
