import type { CustomerKind, PartnerType } from '@kenh/contract';

/** Vietnamese paths of the partner pages (spec §2.2–2.6); the English twins add `/en`. */
export const partnerPaths = {
  register: '/register',
  npp: '/npp-manager',
  nppDetail: '/npp-manager/:id',
  nppTransfer: '/npp-manager/:id/tranfer',
  chth: '/chth-manager',
  chthDetail: '/chth-manager/:id',
  /** The list without an id, a field staff member's page with one (spec: `/nvtt-manager/{id?}`). */
  nvtt: '/nvtt-manager/:id?',
  nvttList: '/nvtt-manager',
  customer: '/customer',
  map: '/map-sales-network',
  detailLocation: '/detail-location',
} as const;

export const NPP_LIST = '/npp-manager';
export const NVTT_LIST = '/nvtt-manager';
export const CHTH_LIST = '/chth-manager';

export const nppPath = (id: number) => `/npp-manager/${id}`;
export const nppTransferPath = (id: number) => `/npp-manager/${id}/tranfer`;
export const chthPath = (id: number) => `/chth-manager/${id}`;
export const nvttPath = (id: number) => `/nvtt-manager/${id}`;
export const customerListPath = (kind: CustomerKind) => `/customer/${kind}`;
export const customerPath = (kind: CustomerKind, id: number) => `/customer/${kind}/${id}`;
/** `/detail-location?id=12`: one partner's point and its neighbours. */
export const detailLocationPath = (id: number) => `/detail-location?id=${id}`;

/** The page of a partner by its type (the map and the neighbour lists link to it). */
export function partnerPagePath(type: PartnerType, id: number): string {
  switch (type) {
    case 'NPP':
      return nppPath(id);
    case 'CHTH':
      return chthPath(id);
    case 'NVTT':
      return nvttPath(id);
    case 'KH':
      return customerPath('tmdt', id);
    case 'CTV':
      return detailLocationPath(id);
  }
}
