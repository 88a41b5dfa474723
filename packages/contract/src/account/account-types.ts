/** Account kinds; meanings are documented in docs/accounts.md. */
export const ACCOUNT_TYPES = ['AD', 'KH', 'KT', 'NPP', 'NVTT', 'CHTH', 'CTV', 'WAREHOUSE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The company's own people (back office, accounting, field sales): the kinds a staff record belongs
 * to. The other kinds are partners (customers, distributors, stores, collaborators, warehouses).
 */
export const STAFF_ACCOUNT_TYPES = ['AD', 'KT', 'NVTT'] as const satisfies readonly AccountType[];

/** Types offered by the user-creation screens (/user-manager/create/{type}). */
export const CREATABLE_ACCOUNT_TYPES = ['AD', 'KH', 'KT', 'NPP', 'NVTT'] as const;
export type CreatableAccountType = (typeof CREATABLE_ACCOUNT_TYPES)[number];

/** Permission sets are cached per system key; every other key shares the default set. */
export const SYSTEM_KEYS = ['AD', 'KH', 'KT', 'default'] as const;
export type SystemKey = (typeof SYSTEM_KEYS)[number];

export function systemKeyOf(value: string | null | undefined): SystemKey {
  return value === 'AD' || value === 'KH' || value === 'KT' ? value : 'default';
}

/** Each type's name in both languages (the user manager's filters and the Excel export). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, { vi: string; en: string }> = {
  AD: { vi: 'Quản trị viên', en: 'Back-office staff' },
  KH: { vi: 'Khách hàng', en: 'Customer' },
  KT: { vi: 'Kế toán', en: 'Accountant' },
  NPP: { vi: 'Nhà phân phối', en: 'Distributor' },
  NVTT: { vi: 'Nhân viên thị trường', en: 'Field sales staff' },
  CHTH: { vi: 'Cửa hàng tạp hoá', en: 'Grocery store' },
  CTV: { vi: 'Cộng tác viên', en: 'Collaborator' },
  WAREHOUSE: { vi: 'Tài khoản kho', en: 'Warehouse' },
};
