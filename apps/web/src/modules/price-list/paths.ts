/** Vietnamese paths of the price-list pages (spec §2.2–2.6); the English twins add `/en`. */
export const priceListPaths = {
  /** Sản phẩm › Bảng giá: every list, any status. */
  manager: '/product/price-list',
  managerNew: '/product/price-list/new',
  /** Spec §2.5: optional id — without it the page is the list. */
  managerDetail: '/product/price-list/:id?',
  /** Prices in force per system, pending count, recent changes. */
  overview: '/price-list',
  pending: '/price-list/pending',
  pendingCreate: '/price-list/pending/create',
  pendingDetail: '/price-list/pending/:id',
  pendingEdit: '/price-list/pending/:id/edit',
  pendingImages: '/price-list/pending/:id/images',
  history: '/price-list/history',
  historyDetail: '/price-list/history/:id',
  historyImages: '/price-list/history/:id/images',
} as const;

export const managerDetailPath = (id: number) => `/product/price-list/${id}`;
export const pendingDetailPath = (id: number) => `/price-list/pending/${id}`;
export const pendingEditPath = (id: number) => `/price-list/pending/${id}/edit`;
export const pendingImagesPath = (id: number) => `/price-list/pending/${id}/images`;
export const historyDetailPath = (id: number) => `/price-list/history/${id}`;
export const historyImagesPath = (id: number) => `/price-list/history/${id}/images`;
