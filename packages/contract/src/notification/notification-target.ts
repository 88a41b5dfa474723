/**
 * Where a notification leads (spec §2.7). The server stores one canonical path per notification;
 * contracts and proposals have a deputy-general-director variant chosen by the reader:
 * `/contract-manager/pt/{id}` vs `/contract-manager/nv/{id}`, `/proposed/PT/{id}` vs `/proposed/PTT/{id}`.
 */
const DEPUTY_VARIANTS: readonly { deputy: string; other: string }[] = [
  { deputy: '/contract-manager/pt/', other: '/contract-manager/nv/' },
  { deputy: '/proposed/PT/', other: '/proposed/PTT/' },
];

/** The path a reader opens: the stored path with the contract/proposal variant of their position. */
export function notificationTarget(
  path: string | null | undefined,
  isDeputyGeneralDirector: boolean,
): string | null {
  if (!path) return null;
  for (const { deputy, other } of DEPUTY_VARIANTS) {
    const from = isDeputyGeneralDirector ? other : deputy;
    const to = isDeputyGeneralDirector ? deputy : other;
    if (path.startsWith(from)) return to + path.slice(from.length);
  }
  return path;
}

/** Canonical stored paths of §2.7, for the modules that send notifications. */
export const notificationPaths = {
  meeting: (id: number | string) => `/meeting/${id}`,
  document: (id: number | string) => `/document-v2/${id}`,
  plan: (id: number | string) => `/plan-manager/${id}`,
  dispatch: (id: number | string) => `/documentary-notification/administrative-documents/${id}`,
  contract: (id: number | string) => `/contract-manager/nv/${id}`,
  proposal: (id: number | string) => `/proposed/PTT/${id}`,
  faq: (id: number | string) => `/helpdesk/user-faq-list/${id}`,
  registration: (id: number | string) => `/user-manager/user-request/${id}`,
  exportOrder: (id: number | string) => `/order/export/${id}`,
  passwordRequest: () => '/password-request',
  /** Not in §2.7 (designed): a central warehouse's page, for its near-expiry notices. */
  warehouse: (id: number | string) => `/warehouse/detail/${id}`,
} as const;
