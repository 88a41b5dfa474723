/** Vietnamese paths of the order pages (spec §2.2–2.7); the English twins add `/en`. */
export const orderPaths = {
  home: '/order',
  list: '/order/export',
  create: '/order/export/create',
  exports: '/order/export/exports',
  multipleApprove: '/order/export/multiple-approve',
  detail: '/order/export/:id',
  phoneHome: '/m-order',
  phoneList: '/m-order/export',
  phoneCreate: '/m-order/export/create',
  phonePending: '/m-order/export/pending',
  phoneDetail: '/m-order/export/:id',
  /** An order inside a distributor's page (spec §2.6). */
  nppOrder: '/npp-manager/:id/order/:orderId',
  /** An order inside a grocery store's page (spec §2.6). */
  chthOrder: '/chth-manager/:id/:idorder',
  /** A store's goods receipt: one of its orders once the goods left (spec §2.6). */
  chthImport: '/chth-manager/:id/import/:import',
} as const;

/**
 * Where an order page sits: the desktop screens (`/order/export/…`, desktop layout, adapting to
 * phones) or the phone screens (`/m-order/export/…`). Both show the same page components; the
 * surface only decides where their links lead.
 */
export type OrderSurface = 'desktop' | 'phone';

const BASE: Record<OrderSurface, string> = { desktop: '/order/export', phone: '/m-order/export' };

export const orderListPath = (surface: OrderSurface = 'desktop') => BASE[surface];
export const orderCreatePath = (surface: OrderSurface = 'desktop') => `${BASE[surface]}/create`;
export const orderPath = (id: number, surface: OrderSurface = 'desktop') => `${BASE[surface]}/${id}`;
/** The detail page opened in edit mode (the spec has no edit address of its own). */
export const orderEditPath = (id: number, surface: OrderSurface = 'desktop') =>
  `${orderPath(id, surface)}?edit=1`;
export const nppOrderPath = (partnerId: number, orderId: number) =>
  `/npp-manager/${partnerId}/order/${orderId}`;
export const chthOrderPath = (partnerId: number, orderId: number) => `/chth-manager/${partnerId}/${orderId}`;
export const chthImportPath = (partnerId: number, orderId: number) =>
  `/chth-manager/${partnerId}/import/${orderId}`;
