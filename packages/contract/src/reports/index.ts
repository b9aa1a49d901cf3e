export * from './calls.ts';
export * from './impressions.ts';
export * from './inputs.ts';
