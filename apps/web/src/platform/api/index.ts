export * from './api-error';
export * from './api-client';
export * from './file-download';
