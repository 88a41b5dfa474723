export * from './notification-modules.js';
export * from './notification-target.js';
export * from './notification.schemas.js';
export * from './notification.api.js';
export * from './notification.messages.js';
