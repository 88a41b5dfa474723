import { createUsageRegistry } from './usage-registry.js';

/** Other modules' rows that use a position (staff records…). */
export const positionUsage = createUsageRegistry();
/** Other modules' rows that use an office. */
export const officeUsage = createUsageRegistry();
/** Other modules' rows that use an organisational unit. */
export const orgUnitUsage = createUsageRegistry();
