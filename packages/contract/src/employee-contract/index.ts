export * from './employee-contract.api.js';
export * from './employee-contract.catalogue.js';
export * from './employee-contract.messages.js';
export * from './employee-contract.permissions.js';
export * from './employee-contract.rules.js';
export * from './employee-contract.schemas.js';
export * from './employee-contract.status.js';
