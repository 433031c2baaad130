export * from './base';
export * from './system';
