/**
 * Notification modules (spec §3) with their labels. The Vietnamese labels are the spec's; DEFAULT
 * and FAQ have none there, so they get plain ones. Later modules pass their own value to `notify()`.
 */
export const NOTIFICATION_MODULES = {
  DOCUMENT: { vi: 'Tài liệu', en: 'Documents' },
  OFFICIAL_DISPATCH: { vi: 'Công văn - Thông báo', en: 'Official dispatches' },
  MEETING: { vi: 'Cuộc họp', en: 'Meetings' },
  FORGET_PASSWORD: { vi: 'Mật khẩu', en: 'Passwords' },
  ORDER: { vi: 'Đơn hàng', en: 'Orders' },
  PLAN: { vi: 'Kế hoạch bán hàng', en: 'Sales plans' },
  CONFIRM_REGISTER: { vi: 'Quản lý tài khoản', en: 'Account management' },
  CONTRACT: { vi: 'hợp đồng', en: 'Contracts' },
  PROPOSED: { vi: 'Đề xuất', en: 'Proposals' },
  FAQ: { vi: 'FAQ', en: 'FAQ' },
  DAILY_REPORT: { vi: 'Báo cáo', en: 'Reports' },
  WAREHOUSE: { vi: 'Kho hàng', en: 'Warehouse' },
  DEFAULT: { vi: 'Chung', en: 'General' },
} as const satisfies Record<string, { vi: string; en: string }>;

export type NotificationModule = keyof typeof NOTIFICATION_MODULES;
export const NOTIFICATION_MODULE_VALUES = Object.keys(NOTIFICATION_MODULES) as [
  NotificationModule,
  ...NotificationModule[],
];

/** Spec §9: the only system value notifications carry. */
export const NOTIFICATION_SYSTEM = 'MAIN' as const;
/** Spec §9: page size of the panel and the mobile page. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Spec §5, §9: the search box applies its text after this pause. */
export const NOTIFICATION_SEARCH_DEBOUNCE_MS = 1000;
/** Spec §9: push tokens are registered with type web and system 1. */
export const PUSH_TOKEN_TYPE = 'web' as const;
export const PUSH_TOKEN_SYSTEM = 1 as const;
/** Longest content accepted by `create` and `notify()` (markup included). */
export const NOTIFICATION_CONTENT_MAX = 5000;
export const NOTIFICATION_TITLE_MAX = 255;
