export * from './geography.schemas.js';
export * from './geography.api.js';
export * from './geography.messages.js';
