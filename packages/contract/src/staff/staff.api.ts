/** Staff calls; see the module's docs. */
export const staffApi = {};
