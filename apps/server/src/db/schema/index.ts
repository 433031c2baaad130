export * from './base';
export * from './dispatch';
export * from './system';
