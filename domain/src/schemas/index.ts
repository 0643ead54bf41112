export * from './account';
export * from './activation';
export * from './messages';
export * from './product';
export * from './profile';
export * from './sign-up';
export * from './support';
