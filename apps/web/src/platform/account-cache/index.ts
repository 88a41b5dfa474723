export * from './account-database';
export * from './account-cache';
