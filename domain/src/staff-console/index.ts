export * from './errors';
export * from './requests';
export * from './responses';
export * from './roles';
export * from './text-rules';
