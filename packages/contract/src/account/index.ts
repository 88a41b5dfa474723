export * from './account-types.js';
export * from './session.schemas.js';
export * from './session.api.js';
export * from './account.schemas.js';
export * from './account.api.js';
export * from './account.messages.js';
export * from './registration.schemas.js';
