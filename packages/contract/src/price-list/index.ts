export * from './price-list.status.js';
export * from './price-list.schemas.js';
export * from './price-list-views.schemas.js';
export * from './price-list.api.js';
export * from './price-list.messages.js';
export * from './price-list-export.schemas.js';
