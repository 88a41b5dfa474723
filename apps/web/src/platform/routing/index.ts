export * from './routes';
export * from './guards';
export * from './lazy-page';
