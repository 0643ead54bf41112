export * from './app-support';
export * from './articles';
export * from './fields';
export * from './forms';
export * from './prefill';
export * from './request-schema';
export * from './tab-choice';
export * from './ticket';
