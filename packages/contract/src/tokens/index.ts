export * from './accepts.ts';
export * from './calls.ts';
export * from './inputs.ts';
export * from './tokens.ts';
