export * from './organization.api.js';
export * from './organization.messages.js';
