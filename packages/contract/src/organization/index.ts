export * from './organization.api.js';
export * from './organization.schemas.js';
export * from './organization.messages.js';
