import type { AccountType, CreatableAccountType } from '@kenh/contract';

/** Which fields the form of each account type shows (docs/accounts.md, "User manager"). */
export interface UserFormKind {
  /** A position title: AD derives its role from it; KT keeps its job title. */
  position: boolean;
  /** A manager: AD and KT report to a back-office account, NVTT to its supervisor. */
  parent: boolean;
  /** An area and zone: where the account works, and what data scopes see it. */
  place: boolean;
}

export const USER_FORM_KINDS: Record<CreatableAccountType, UserFormKind> = {
  AD: { position: true, parent: true, place: true },
  KH: { position: false, parent: false, place: true },
  KT: { position: true, parent: true, place: false },
  NPP: { position: false, parent: false, place: true },
  NVTT: { position: false, parent: true, place: true },
};

/** A creatable type, or undefined for any other text (an address typed by hand). */
export function creatableType(value: string | undefined): CreatableAccountType | undefined {
  return value && Object.hasOwn(USER_FORM_KINDS, value) ? (value as CreatableAccountType) : undefined;
}

/** Accounts of the other types (registered partners) are edited with the basic fields and their place. */
const PARTNER_KIND: UserFormKind = { position: false, parent: false, place: true };

export function formKindOf(type: AccountType): UserFormKind {
  const creatable = creatableType(type);
  return creatable ? USER_FORM_KINDS[creatable] : PARTNER_KIND;
}
