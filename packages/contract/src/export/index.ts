export * from './calls.ts';
export * from './cellKey.ts';
export * from './csv.ts';
export * from './lists.ts';
export * from './messages.ts';
export * from './rowModel.ts';
export * from './types.ts';
export * from './view.ts';
