export * from './organization.api.js';
export * from './organization.schemas.js';
export * from './organization.messages.js';
export * from './company-profile.api.js';
export * from './company-profile.schemas.js';
