import type { PermissionCode } from './permission-codes.js';

/**
 * Permission sets of the demo company; each demo account gets the ones its job needs. Shared by the
 * server's demo seed and the web's navigation tests, so what the tests sign in as is what the demo
 * holds.
 */
export const DEMO_ROLES: readonly {
  name: string;
  description: string;
  permissions: readonly PermissionCode[];
}[] = [
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
      'unitproduct',
      'categoryproduct',
      'pricelistproduct',
      // The board approves price lists the sales managers draft (four eyes, docs/pricing.md).
      'pricelistproduct.approve',
      // The board approves orders at the last step of their flows and sets the flows up.
      'order.approve',
      'orderflow.manage',
      'ordertype.manage',
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
      'product.manage',
      'unitproduct.manage',
      'categoryproduct.manage',
      'pricelistproduct.manage',
      'grocery',
      // Sales managers order for their partners and approve the first step of their flows.
      'order.manage',
      'order.approve',
      'orderflow.manage',
      'area',
      'meeting',
      'notification',
    ],
  },
  {
    name: 'Nhân viên kinh doanh',
    description: 'Nhân viên thị trường và bán hàng: đơn hàng, sản phẩm, điểm bán',
    permissions: ['exporttodistributororder', 'order.manage', 'product', 'grocery', 'notification'],
  },
  {
    name: 'Kế toán',
    description: 'Bảng giá, đơn hàng và báo cáo doanh thu',
    // Accountants approve the credit step, record payments and set credit limits.
    permissions: [
      'pricelistproduct',
      'exporttodistributororder',
      'order.approve',
      'order.fulfil',
      'salesreport',
      'product',
      'notification',
    ],
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
    permissions: [
      'shipmentstransport',
      'drivertransport',
      'vehicletransport',
      'warehouse',
      'warehouse.manage',
      'warehouse.receipt',
      'exporttodistributororder',
      'order.fulfil',
      'product',
      'notification',
    ],
  },
];
