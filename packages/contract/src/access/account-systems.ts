import { ACCOUNT_TYPES, systemKeyOf, type AccountType, type SystemKey } from '../account/account-types.js';

/** One account system: who signs in to it, and the permission key its sessions carry (spec §6). */
export interface AccountSystemEntry {
  key: AccountType;
  vi: string;
  en: string;
  purpose_vi: string;
  purpose_en: string;
  permission_key: SystemKey;
}

const DESCRIPTIONS: Record<AccountType, Omit<AccountSystemEntry, 'key' | 'permission_key'>> = {
  AD: {
    vi: 'Quản trị',
    en: 'Back office',
    purpose_vi: 'Nhân viên văn phòng, chi nhánh và lãnh đạo quản lý toàn bộ hệ thống phân phối',
    purpose_en: 'Head-office and branch staff who run the distribution business',
  },
  KH: {
    vi: 'Khách hàng',
    en: 'Customers',
    purpose_vi: 'Khách hàng mua trực tiếp hoặc qua thương mại điện tử',
    purpose_en: 'Customers buying directly or through e-commerce',
  },
  KT: {
    vi: 'Kế toán',
    en: 'Accounting',
    purpose_vi: 'Kế toán ghi nhận phiếu thu, hóa đơn và thuế',
    purpose_en: 'Accountants posting receipts, invoices and taxes',
  },
  NPP: {
    vi: 'Nhà phân phối',
    en: 'Distributors',
    purpose_vi:
      'Nhà phân phối đặt hàng, theo dõi bảng giá, khuyến mãi và quản lý nhân viên, cửa hàng của mình',
    purpose_en:
      'Distributors ordering, following price lists and promotions, managing their own staff and stores',
  },
  NVTT: {
    vi: 'Nhân viên thị trường',
    en: 'Field sales staff',
    purpose_vi: 'Nhân viên thị trường đi tuyến, ghé cửa hàng, lên đơn và mở điểm bán mới',
    purpose_en: 'Field staff visiting stores on a route, taking orders and opening new stores',
  },
  CHTH: {
    vi: 'Cửa hàng tạp hóa',
    en: 'Grocery stores',
    purpose_vi: 'Cửa hàng bán lẻ đặt hàng từ nhà phân phối',
    purpose_en: 'Neighbourhood shops ordering from their distributor',
  },
  CTV: {
    vi: 'Cộng tác viên',
    en: 'Collaborators',
    purpose_vi: 'Cộng tác viên giới thiệu khách hàng và đơn hàng để nhận hoa hồng',
    purpose_en: 'Freelance sellers bringing customers and orders for a commission',
  },
  WAREHOUSE: {
    vi: 'Kho',
    en: 'Warehouses',
    purpose_vi: 'Tài khoản kho, tổng kho: nhập, xuất, ký gửi hàng hóa',
    purpose_en: 'Warehouse and depot logins: stock in and out, consignment',
  },
};

/** Every account system, in the order of ACCOUNT_TYPES (`/system/api/get_all`). */
export const ACCOUNT_SYSTEMS: readonly AccountSystemEntry[] = ACCOUNT_TYPES.map((key) => ({
  key,
  ...DESCRIPTIONS[key],
  permission_key: systemKeyOf(key),
}));

/** The account systems whose sessions share the `default` permission key (NPP, NVTT, CHTH, CTV, WAREHOUSE). */
const DEFAULT_KEY_SYSTEMS = ACCOUNT_TYPES.filter((key) => systemKeyOf(key) === 'default');

/**
 * What to show for a system key — an account's system, or the key a role, group or room applies in
 * — instead of the bare code: "Quản trị" for AD; "Mặc định (NPP, NVTT, CHTH, CTV, WAREHOUSE)" for
 * the key the other systems share. An unknown key shows as it is.
 */
export function systemKeyName(key: string, locale: 'vi' | 'en'): string {
  if (key === 'default')
    return `${locale === 'vi' ? 'Mặc định' : 'Default'} (${DEFAULT_KEY_SYSTEMS.join(', ')})`;
  return ACCOUNT_SYSTEMS.find((system) => system.key === key)?.[locale] ?? key;
}
