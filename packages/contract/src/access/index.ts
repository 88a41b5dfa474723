export * from './permission-codes.js';
export * from './module-permission.js';
export * from './derived-role.js';
export * from './access.messages.js';
