export * from './calls.ts';
export * from './impressions.ts';
