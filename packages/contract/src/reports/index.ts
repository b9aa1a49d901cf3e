export * from './calls.ts';
export * from './columns.ts';
export * from './impressions.ts';
export * from './inputs.ts';
