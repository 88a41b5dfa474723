import type { PermissionCode } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { DEMO_ACCOUNTS, listAccountSummaries } from '../account/index.js';
import { ROLE } from './named-set.kinds.js';
import { createNamedSetService } from './named-set.service.js';

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

/** The demo roles, each with the demo accounts that list it, through the role service (audited). */
export async function seedDemoRoles({ ctx, admin }: SeedContext): Promise<void> {
  const caller = await admin();
  const roles = createNamedSetService(ctx.db, ROLE);
  const page = await listAccountSummaries(ctx.db, { page: 0, pageSize: DEMO_ACCOUNTS.length + 1 });
  const idOf = new Map(page.results.map((a) => [a.username, a.id]));
  for (const role of DEMO_ROLES) {
    const members = DEMO_ACCOUNTS.filter((a) => a.roles.includes(role.name));
    await roles.create(
      {
        name: role.name,
        description: role.description,
        system_key: 'AD',
        grant: { permissions: role.permissions, module_permission: {} },
        account_ids: members.flatMap((a) => idOf.get(a.username) ?? []),
      },
      caller,
    );
  }
}
