export * from './calls.ts';
export * from './columns.ts';
export * from './definition.ts';
export * from './examples.ts';
export * from './rules.ts';
export * from './types/index.ts';
