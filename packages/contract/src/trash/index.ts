export * from './calls.ts';
export * from './inputs.ts';
export * from './trash.ts';
