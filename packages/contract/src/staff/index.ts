export * from './staff.api.js';
export * from './staff.masterdata.js';
export * from './staff.messages.js';
export * from './staff.schemas.js';
