export * from './warehouse.status.js';
export * from './warehouse.schemas.js';
export * from './warehouse.api.js';
export * from './stock.schemas.js';
export * from './stock.api.js';
export * from './warehouse.messages.js';
