export * from './partner.schemas.js';
export * from './partner-network.schemas.js';
export * from './partner.api.js';
export * from './partner.messages.js';
