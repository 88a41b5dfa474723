export * from './staff.api.js';
export * from './staff.messages.js';
