export * from './api-error';
export * from './api-client';
export * from './endpoint-keys';
export * from './endpoint-query';
export * from './endpoint-mutation';
export * from './file-download';
