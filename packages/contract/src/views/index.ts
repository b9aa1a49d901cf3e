export * from './calls.ts';
export * from './columns.ts';
export * from './inputs.ts';
export * from './limits.ts';
export * from './lists.ts';
export * from './messages.ts';
export * from './view.ts';
