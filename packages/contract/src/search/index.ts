export * from './calls.ts';
export * from './fold.ts';
export * from './types.ts';
