export * from './describe.ts';
export * from './fields.ts';
export * from './kinds.ts';
