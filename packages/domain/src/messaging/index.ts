export * from './recipients';
