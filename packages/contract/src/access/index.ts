export * from './permission-codes.js';
export * from './module-permission.js';
export * from './derived-role.js';
export * from './permission-catalogue.js';
export * from './access.messages.js';
export * from './access.schemas.js';
export * from './access.api.js';
export * from './demo-roles.js';
