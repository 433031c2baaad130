export * from './recipients';
export * from './setting';
export * from './system-messages';
