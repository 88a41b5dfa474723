export * from './transport.status.js';
export * from './transport.schemas.js';
export * from './transport.api.js';
export * from './transport.messages.js';
