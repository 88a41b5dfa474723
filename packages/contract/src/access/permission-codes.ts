/**
 * The permission catalogue: every code the spec names (navigation, page guards, top-bar groups)
 * plus the action codes of modules that have landed. Later modules append their own entries here,
 * grouped by module, with vi/en labels.
 */
export const PERMISSIONS = {
  // Staff records (top bar "Hồ sơ nhân sự" group)
  employeestaff: { module: 'staff', vi: 'Hồ sơ nhân sự', en: 'Staff records' },
  employeecontractstaff: { module: 'staff', vi: 'Hợp đồng lao động', en: 'Employee contracts' },
  officestaff: { module: 'staff', vi: 'Văn phòng', en: 'Offices' },
  positionstaff: { module: 'staff', vi: 'Chức vụ', en: 'Positions' },
  organizationstaff: { module: 'staff', vi: 'Cơ cấu tổ chức', en: 'Organisation structure' },
  organizationtypestaff: { module: 'staff', vi: 'Loại đơn vị tổ chức', en: 'Organisation unit types' },
  'employeestaff.manage': {
    module: 'staff',
    vi: 'Thêm, sửa, nhập, ngừng hồ sơ nhân sự',
    en: 'Create, edit, import, deactivate staff records',
  },
  'employeecontractstaff.manage': {
    module: 'staff',
    vi: 'Thêm, sửa hợp đồng lao động',
    en: 'Create and edit employee contracts',
  },
  'employeecontractstaff.approve': {
    module: 'staff',
    vi: 'Duyệt, chấm dứt, huỷ hợp đồng lao động',
    en: 'Approve, terminate, cancel employee contracts',
  },
  'officestaff.manage': { module: 'staff', vi: 'Thêm, sửa, xoá văn phòng', en: 'Manage offices' },
  'positionstaff.manage': { module: 'staff', vi: 'Thêm, sửa, xoá chức vụ', en: 'Manage positions' },
  'organizationstaff.manage': {
    module: 'staff',
    vi: 'Thêm, sửa, xoá đơn vị tổ chức',
    en: 'Manage organisational units',
  },
  'organizationtypestaff.manage': {
    module: 'staff',
    vi: 'Thêm, sửa loại đơn vị tổ chức',
    en: 'Manage organisational unit types',
  },
  // Areas and zones (module locate)
  area: { module: 'locate', vi: 'Vùng và khu vực', en: 'Areas and zones' },
  'area.manage': { module: 'locate', vi: 'Thêm, sửa, xóa vùng và khu vực', en: 'Manage areas and zones' },
  // Sales and e-commerce
  plan: { module: 'sales', vi: 'Kế hoạch bán hàng', en: 'Sales plans' },
  promotion: { module: 'sales', vi: 'Chương trình khuyến mãi', en: 'Promotions' },
  orderecommerce: { module: 'ecommerce', vi: 'Đơn hàng TMĐT', en: 'E-commerce orders' },
  customerecommerce: { module: 'ecommerce', vi: 'Khách hàng TMĐT', en: 'E-commerce customers' },
  incentivesecommerce: { module: 'ecommerce', vi: 'Ưu đãi TMĐT', en: 'E-commerce incentives' },
  settingaccumulatepointsecommerce: {
    module: 'ecommerce',
    vi: 'Thiết lập điểm tích lũy',
    en: 'Loyalty points setup',
  },
  // Orders
  exporttodistributororder: {
    module: 'order',
    vi: 'Đơn xuất cho nhà phân phối',
    en: 'Distributor export orders',
  },
  // Documents, dispatches, meetings
  document: { module: 'document', vi: 'Tài liệu', en: 'Documents' },
  notificationdocument: { module: 'dispatch', vi: 'Công văn - thông báo', en: 'Official dispatches' },
  meeting: { module: 'meeting', vi: 'Cuộc họp', en: 'Meetings' },
  // Products
  product: { module: 'product', vi: 'Sản phẩm', en: 'Products' },
  unitproduct: { module: 'product', vi: 'Đơn vị tính', en: 'Units' },
  categoryproduct: { module: 'product', vi: 'Danh mục sản phẩm', en: 'Product categories' },
  pricelistproduct: { module: 'price-list', vi: 'Bảng giá', en: 'Price lists' },
  // Transport
  shipmentstransport: { module: 'transport', vi: 'Vận chuyển', en: 'Shipments' },
  drivertransport: { module: 'transport', vi: 'Tài xế', en: 'Drivers' },
  vehicletransport: { module: 'transport', vi: 'Phương tiện', en: 'Vehicles' },
  // Reports and catalogue
  salesreport: { module: 'report', vi: 'Báo cáo', en: 'Reports' },
  grocery: { module: 'catalogue', vi: 'Danh mục', en: 'Catalogue' },
  // Notifications and help desk
  notification: { module: 'notification', vi: 'Thông báo', en: 'Notifications' },
  'notification.create': {
    module: 'notification',
    vi: 'Gửi thông báo',
    en: 'Send notifications',
  },
  faq: { module: 'faq', vi: 'Câu hỏi thường gặp', en: 'FAQ' },
  // Accounts (module account)
  user: { module: 'account', vi: 'Quản lý tài khoản', en: 'Accounts' },
  'user.create': { module: 'account', vi: 'Tạo tài khoản', en: 'Create accounts' },
  'user.update': {
    module: 'account',
    vi: 'Sửa, khoá, mở khoá tài khoản',
    en: 'Edit, deactivate, activate accounts',
  },
  'user.delete': { module: 'account', vi: 'Xóa tài khoản', en: 'Delete accounts' },
  'user.resetpassword': {
    module: 'account',
    vi: 'Xử lý yêu cầu cấp lại mật khẩu',
    en: 'Handle password reset requests',
  },
  // Roles, groups, rooms and decentralization (module access)
  role: { module: 'access', vi: 'Vai trò và phân quyền', en: 'Roles and permissions' },
  'role.manage': {
    module: 'access',
    vi: 'Thêm, sửa, xoá vai trò, nhóm, phòng và phân quyền',
    en: 'Create, edit and delete roles, groups, rooms and grants',
  },
  // Platform
  audit: { module: 'platform', vi: 'Xem lịch sử thay đổi', en: 'View change history' },
  // Partner (module partner)
  partner: { module: 'partner', vi: 'Đối tác (NPP, NVTT, CHTH, CTV, khách hàng)', en: 'Partners' },
  'partner.manage': {
    module: 'partner',
    vi: 'Sửa hồ sơ, tài khoản ngân hàng, chuyển NVTT của đối tác',
    en: 'Edit partner profiles, bank accounts, transfer field staff',
  },
  'partner.standard': {
    module: 'partner',
    vi: 'Thêm, sửa, xoá tiêu chuẩn CHTH và NVTT',
    en: 'Manage store and field staff standards',
  },
  // Catalogue (module product): the read codes are the spec's navigation codes above.
  'product.manage': {
    module: 'product',
    vi: 'Thêm, sửa, ngừng sản phẩm và biến thể; nhập sản phẩm từ Excel',
    en: 'Create, edit, deactivate products and variants; import products',
  },
  'unitproduct.manage': { module: 'product', vi: 'Thêm, sửa, xoá đơn vị tính', en: 'Manage units' },
  'categoryproduct.manage': {
    module: 'product',
    vi: 'Thêm, sửa, xoá danh mục sản phẩm',
    en: 'Manage product categories',
  },
  // Price lists (module price-list): drafting and approving are separate (four eyes, docs/pricing.md).
  'pricelistproduct.manage': {
    module: 'price-list',
    vi: 'Soạn, sửa, nhân bản, gửi duyệt bảng giá',
    en: 'Draft, edit, clone and submit price lists',
  },
  'pricelistproduct.approve': {
    module: 'price-list',
    vi: 'Duyệt hoặc từ chối bảng giá',
    en: 'Approve or reject price lists',
  },
  // Orders (module order, docs/orders.md): `exporttodistributororder` (above) reads orders and orders
  // for oneself; the codes below split ordering for others, approving, fulfilling and configuring.
  'order.manage': {
    module: 'order',
    vi: 'Đặt hàng thay đối tác, sửa đơn của đối tác trong phạm vi',
    en: 'Order on behalf of partners and edit their orders',
  },
  'order.approve': {
    module: 'order',
    vi: 'Duyệt hoặc từ chối đơn hàng theo luồng duyệt',
    en: 'Approve or reject orders along their flow',
  },
  'order.fulfil': {
    module: 'order',
    vi: 'Xuất giao, hoàn tất, trả hàng; ghi nhận thanh toán và hạn mức công nợ',
    en: 'Ship, complete and return orders; record payments and credit limits',
  },
  'orderflow.manage': {
    module: 'order',
    vi: 'Thiết lập luồng duyệt đơn hàng và ủy quyền duyệt',
    en: 'Set up order approval flows and delegations',
  },
  'ordertype.manage': { module: 'order', vi: 'Thêm, sửa loại đơn hàng', en: 'Manage order types' },
  // Warehouse (module warehouse)
  warehouse: { module: 'warehouse', vi: 'Kho hàng và tồn kho', en: 'Warehouses and stock' },
  'warehouse.manage': { module: 'warehouse', vi: 'Thêm, sửa, ngừng kho hàng', en: 'Manage warehouses' },
  'warehouse.receipt': {
    module: 'warehouse',
    vi: 'Lập phiếu nhập, xuất, chuyển kho và kiểm kê',
    en: 'Post goods receipts, issues, transfers and stock counts',
  },
} as const satisfies Record<string, { module: string; vi: string; en: string }>;

export type PermissionCode = keyof typeof PERMISSIONS;

export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

export function isPermissionCode(value: string): value is PermissionCode {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Actions a module permission grants per module path; `view` is the default. */
export const MODULE_ACTIONS = ['view', 'create', 'update', 'delete', 'approve', 'export'] as const;
export type ModuleAction = (typeof MODULE_ACTIONS)[number];
