export * from './locate.schemas.js';
export * from './locate.api.js';
export * from './locate.messages.js';
export * from './locate.status.js';
