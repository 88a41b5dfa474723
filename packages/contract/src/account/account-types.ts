/** Account kinds; meanings are documented in docs/accounts.md. */
export const ACCOUNT_TYPES = ['AD', 'KH', 'KT', 'NPP', 'NVTT', 'CHTH', 'CTV', 'WAREHOUSE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Types offered by the user-creation screens (/user-manager/create/{type}). */
export const CREATABLE_ACCOUNT_TYPES = ['AD', 'KH', 'KT', 'NPP', 'NVTT'] as const;

/** Permission sets are cached per system key; every other key shares the default set. */
export const SYSTEM_KEYS = ['AD', 'KH', 'KT', 'default'] as const;
export type SystemKey = (typeof SYSTEM_KEYS)[number];

export function systemKeyOf(value: string | null | undefined): SystemKey {
  return value === 'AD' || value === 'KH' || value === 'KT' ? value : 'default';
}
