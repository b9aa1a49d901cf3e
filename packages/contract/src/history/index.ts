export * from './describe.ts';
export * from './fields.ts';
