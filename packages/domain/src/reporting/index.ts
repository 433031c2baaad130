export * from './kpis';
