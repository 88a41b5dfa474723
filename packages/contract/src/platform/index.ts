export * from './platform.schemas.js';
export * from './platform.api.js';
export * from './platform.messages.js';
export * from './audited-entities.js';
