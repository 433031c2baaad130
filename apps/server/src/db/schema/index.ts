export * from './base';
export * from './dispatch';
export * from './monitoring';
export * from './outbox';
export * from './shipment-annex';
export * from './shipment-print';
export * from './system';
export * from './user-work';
