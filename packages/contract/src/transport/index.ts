export * from './fleet-dates.js';
export * from './vehicle-plate.js';
export * from './driver.schemas.js';
export * from './vehicle.schemas.js';
export * from './logistics.schemas.js';
export * from './shipment.schemas.js';
export * from './transport.api.js';
export * from './transport.messages.js';
