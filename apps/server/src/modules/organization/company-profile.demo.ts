import { companyProfileApi } from '@kenh/contract';
import type { Db } from '../../platform/db/database.js';
import { createCompanyProfileService } from './company-profile.service.js';

/** A plausible distributor; the tax code passes the check digit, the bank account is made up. */
export const DEMO_COMPANY_PROFILE = {
  name: 'Công ty Cổ phần Phân phối Kênh',
  short_name: 'KÊNH JSC',
  tax_code: '0108887771',
  address: 'Tầng 8, Tòa nhà Hà Thành, 102 Thái Thịnh, Phường Đống Đa, Thành phố Hà Nội',
  phone: '024 3856 7890',
  email: 'lienhe@kenh.vn',
  website: 'https://kenh.vn',
  bank_account: '0011004567890',
  bank_name: 'Vietcombank – Chi nhánh Hà Nội',
};

export async function seedCompanyProfileDemo(db: Db, actorId: number): Promise<void> {
  await createCompanyProfileService(db).update(
    companyProfileApi.updateCompanyProfile.body.parse(DEMO_COMPANY_PROFILE),
    actorId,
  );
}
