export * from './geography.api.js';
export * from './geography.messages.js';
