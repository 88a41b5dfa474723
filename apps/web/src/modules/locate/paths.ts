/** Vietnamese paths of the areas-and-zones pages; the English twins add `/en`. */
export const locatePaths = {
  list: '/locate-manager',
  /** Spec §2.6: optional id — without it the page is the list. */
  area: '/locate-manager/:id?',
  areaCreate: '/locate-manager/create',
  zoneCreate: '/locate-manager/zone/create',
  zone: '/locate-manager/zone/:id',
  overview: '/area-manager',
  overviewArea: '/area-manager/:id',
  overviewZone: '/area-manager/:id/zone/:zoneid',
} as const;

export const areaPath = (id: number) => `/locate-manager/${id}`;
export const zonePath = (id: number) => `/locate-manager/zone/${id}`;
export const overviewAreaPath = (id: number) => `/area-manager/${id}`;
export const overviewZonePath = (areaId: number, zoneId: number) => `/area-manager/${areaId}/zone/${zoneId}`;
