export * from './calls.ts';
