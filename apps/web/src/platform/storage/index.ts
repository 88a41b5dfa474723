export * from './cookies';
export * from './browser-storage';
