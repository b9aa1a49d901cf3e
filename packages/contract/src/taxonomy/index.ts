export * from './allowed-ip.ts';
export * from './attribute.ts';
export * from './calls.ts';
export * from './category.ts';
export * from './ip-range.ts';
export * from './legal.ts';
export * from './messages.ts';
export * from './tag.ts';
