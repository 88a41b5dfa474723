import type { AccountType, ProfileEntry } from '@kenh/contract';
import { POSITION_TITLES } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { createAccount } from './create-account.js';

/** The default demo password when DEMO_ADMIN_PASSWORD is not set (listed in the README). */
export const DEFAULT_DEMO_PASSWORD = 'Kenh@2026';

export interface DemoAccount {
  username: string;
  fullname: string;
  type: AccountType;
  position: string | null;
  isSuperuser?: boolean;
  /** Username of the manager in the staff hierarchy. */
  parent?: string;
  profile?: ProfileEntry[];
  email?: string;
  phone?: string;
  /** Names of the demo roles (the access module's seed) the account is a member of. */
  roles: string[];
}

/** One account per type and per position-derived role (STAFF, MASTER, GSKV, TV, SUPER, AD). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    fullname: 'Quản trị hệ thống',
    type: 'AD',
    position: null,
    isSuperuser: true,
    roles: [],
  },
  {
    username: 'chutich',
    fullname: 'Nguyễn Văn An',
    type: 'AD',
    position: POSITION_TITLES.chair,
    roles: ['Ban giám đốc'],
  },
  {
    username: 'tonggiamdoc',
    fullname: 'Trần Quốc Bảo',
    type: 'AD',
    position: POSITION_TITLES.generalDirector,
    parent: 'chutich',
    roles: ['Ban giám đốc'],
  },
  {
    username: 'photonggiamdoc',
    fullname: 'Lê Thị Cúc',
    type: 'AD',
    position: POSITION_TITLES.deputyGeneralDirector,
    parent: 'tonggiamdoc',
    profile: [{ name: 'ad_position', value: POSITION_TITLES.deputyGeneralDirector }],
    roles: ['Ban giám đốc'],
  },
  {
    username: 'truongvung',
    fullname: 'Phạm Hoàng Dũng',
    type: 'AD',
    position: POSITION_TITLES.regionalHead,
    parent: 'photonggiamdoc',
    roles: ['Quản lý kinh doanh'],
  },
  {
    username: 'giamsat',
    fullname: 'Võ Minh Đức',
    type: 'AD',
    position: POSITION_TITLES.areaSupervisor,
    parent: 'truongvung',
    roles: ['Quản lý kinh doanh'],
  },
  {
    username: 'nvthitruong',
    fullname: 'Hoàng Thị Giang',
    type: 'AD',
    position: POSITION_TITLES.marketStaff,
    parent: 'giamsat',
    phone: '0912345678',
    roles: ['Nhân viên kinh doanh'],
  },
  {
    username: 'nvbanhang',
    fullname: 'Đặng Văn Hải',
    type: 'AD',
    position: POSITION_TITLES.salesStaff,
    parent: 'giamsat',
    roles: ['Nhân viên kinh doanh'],
  },
  {
    username: 'nhansu',
    fullname: 'Bùi Thị Hương',
    type: 'AD',
    position: 'Trưởng phòng nhân sự',
    roles: ['Nhân sự'],
  },
  {
    username: 'quantri',
    fullname: 'Đỗ Thanh Khoa',
    type: 'AD',
    position: 'Chuyên viên quản trị hệ thống',
    email: 'quantri@kenh.local',
    roles: ['Quản trị tài khoản'],
  },
  { username: 'ketoan', fullname: 'Ngô Thị Lan', type: 'KT', position: 'Kế toán trưởng', roles: ['Kế toán'] },
  { username: 'khachhang', fullname: 'Trịnh Văn Minh', type: 'KH', position: null, roles: ['Đối tác'] },
  {
    username: 'npp.minhphat',
    fullname: 'Công ty TNHH Phân phối Minh Phát',
    type: 'NPP',
    position: null,
    phone: '0903123456',
    roles: ['Đối tác'],
  },
  {
    username: 'nvtt.nam',
    fullname: 'Lý Văn Nam',
    type: 'NVTT',
    position: POSITION_TITLES.marketStaff,
    parent: 'giamsat',
    roles: ['Nhân viên kinh doanh'],
  },
  { username: 'chth.cohanh', fullname: 'Tạp hóa Cô Hạnh', type: 'CHTH', position: null, roles: ['Đối tác'] },
  { username: 'ctv.phuong', fullname: 'Phan Thị Phương', type: 'CTV', position: null, roles: ['Đối tác'] },
  {
    username: 'kho.binhduong',
    fullname: 'Kho Bình Dương',
    type: 'WAREHOUSE',
    position: null,
    roles: ['Kho vận'],
  },
];

/**
 * The demo accounts (all with the demo password), managers before their reports, through
 * `createAccount` so passwords are hashed and usernames checked as for any account.
 */
export async function seedDemoAccounts({ ctx, password }: SeedContext): Promise<void> {
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const row = await createAccount(ctx.db, {
      username: account.username,
      password,
      fullname: account.fullname,
      type: account.type,
      position: account.position,
      isSuperuser: account.isSuperuser ?? false,
      email: account.email ?? null,
      phone: account.phone ?? null,
      parentId: (account.parent ? ids.get(account.parent) : undefined) ?? null,
      profile: account.profile ?? [],
    });
    ids.set(account.username, row.id);
  }
}
