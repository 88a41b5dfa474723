import type { AccountType, PermissionCode, ProfileEntry } from '@kenh/contract';
import { POSITION_TITLES } from '@kenh/contract';

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
  roles: string[];
}

/** Permission sets of the demo company; each demo account gets the ones its job needs. */
export const DEMO_ROLES: { name: string; description: string; permissions: PermissionCode[] }[] = [
  {
    name: 'Ban giám đốc',
    description: 'Xem toàn bộ hoạt động kinh doanh, nhân sự và báo cáo',
    permissions: [
      'employeestaff',
      'employeecontractstaff',
      'officestaff',
      'positionstaff',
      'organizationstaff',
      'employeecontractstaff.approve',
      'area',
      'plan',
      'promotion',
      'exporttodistributororder',
      'salesreport',
      'document',
      'notificationdocument',
      'meeting',
      'product',
      'grocery',
      'notification',
      'user',
      'notification.create',
    ],
  },
  {
    name: 'Nhân sự',
    description: 'Quản lý hồ sơ nhân sự, hợp đồng lao động và cơ cấu tổ chức',
    permissions: [
      'employeestaff',
      'employeecontractstaff',
      'officestaff',
      'positionstaff',
      'organizationstaff',
      'organizationtypestaff',
      'employeestaff.manage',
      'employeecontractstaff.manage',
      'officestaff.manage',
      'positionstaff.manage',
      'organizationstaff.manage',
      'organizationtypestaff.manage',
      'area',
      'document',
      'meeting',
      'notification',
      'notification.create',
    ],
  },
  {
    name: 'Quản lý kinh doanh',
    description: 'Trưởng vùng và giám sát: kế hoạch, khuyến mãi, đơn hàng, báo cáo bán hàng',
    permissions: [
      'plan',
      'promotion',
      'exporttodistributororder',
      'salesreport',
      'product',
      'unitproduct',
      'pricelistproduct',
      'categoryproduct',
      'grocery',
      'area',
      'meeting',
      'notification',
    ],
  },
  {
    name: 'Nhân viên kinh doanh',
    description: 'Nhân viên thị trường và bán hàng: đơn hàng, sản phẩm, điểm bán',
    permissions: ['exporttodistributororder', 'product', 'grocery', 'notification'],
  },
  {
    name: 'Kế toán',
    description: 'Bảng giá, đơn hàng và báo cáo doanh thu',
    permissions: ['pricelistproduct', 'exporttodistributororder', 'salesreport', 'product', 'notification'],
  },
  {
    name: 'Quản trị tài khoản',
    description: 'Tài khoản, vai trò, phân quyền và hỗ trợ người dùng',
    permissions: [
      'user',
      'user.create',
      'user.update',
      'user.delete',
      'user.resetpassword',
      'role',
      'role.manage',
      'faq',
      'area',
      'area.manage',
      'notification',
      'notification.create',
      'audit',
    ],
  },
  {
    name: 'Đối tác',
    description: 'Nhà phân phối, cửa hàng, cộng tác viên, khách hàng: sản phẩm và đơn hàng của mình',
    permissions: ['product', 'exporttodistributororder', 'notification'],
  },
  {
    name: 'Kho vận',
    description: 'Kho hàng: vận chuyển, tài xế, phương tiện',
    permissions: ['shipmentstransport', 'drivertransport', 'vehicletransport', 'product', 'notification'],
  },
];

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
