/** Geography calls; see the module's docs. */
export const geographyApi = {};
