/** Organization calls; see the module's docs. */
export const organizationApi = {};
