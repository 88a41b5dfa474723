export * from './employee-contract.api.js';
export * from './employee-contract.messages.js';
