import type { MessageCatalogue } from '../shared/messages.js';

export const companyProfileMessages = {
  'organization.company_profile_updated': {
    vi: 'Đã lưu thông tin công ty',
    en: 'Company profile saved',
  },
  'organization.company_tax_code_invalid': { vi: 'Mã số thuế không hợp lệ', en: 'Invalid tax code' },
  'organization.company_website_invalid': {
    vi: 'Địa chỉ website không hợp lệ',
    en: 'Invalid website address',
  },
  'organization.company_bank_account_invalid': {
    vi: 'Số tài khoản chỉ gồm chữ số, chữ cái không dấu và dấu gạch (4–30 ký tự)',
    en: 'An account number holds 4–30 digits, letters or hyphens',
  },
} as const satisfies MessageCatalogue;
