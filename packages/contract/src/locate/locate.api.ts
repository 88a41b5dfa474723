/** Locate calls; see the module's docs. */
export const locateApi = {};
