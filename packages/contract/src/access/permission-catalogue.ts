import { MODULE_ACTIONS, PERMISSIONS, type ModuleAction, type PermissionCode } from './permission-codes.js';

/** Labels of the permission groups; a module missing here is shown under its key. */
export const PERMISSION_MODULE_LABELS: Record<string, { vi: string; en: string }> = {
  staff: { vi: 'Nhân sự', en: 'Staff' },
  sales: { vi: 'Bán hàng', en: 'Sales' },
  ecommerce: { vi: 'Thương mại điện tử', en: 'E-commerce' },
  order: { vi: 'Đơn hàng', en: 'Orders' },
  document: { vi: 'Tài liệu', en: 'Documents' },
  dispatch: { vi: 'Công văn', en: 'Dispatches' },
  meeting: { vi: 'Cuộc họp', en: 'Meetings' },
  product: { vi: 'Sản phẩm', en: 'Products' },
  transport: { vi: 'Vận chuyển', en: 'Transport' },
  report: { vi: 'Báo cáo', en: 'Reports' },
  catalogue: { vi: 'Danh mục', en: 'Catalogue' },
  notification: { vi: 'Thông báo', en: 'Notifications' },
  faq: { vi: 'Hỗ trợ', en: 'Help desk' },
  account: { vi: 'Tài khoản', en: 'Accounts' },
  access: { vi: 'Phân quyền', en: 'Access control' },
  platform: { vi: 'Hệ thống', en: 'Platform' },
};

export const MODULE_ACTION_LABELS: Record<ModuleAction, { vi: string; en: string }> = {
  view: { vi: 'Xem', en: 'View' },
  create: { vi: 'Thêm', en: 'Create' },
  update: { vi: 'Sửa', en: 'Edit' },
  delete: { vi: 'Xóa', en: 'Delete' },
  approve: { vi: 'Duyệt', en: 'Approve' },
  export: { vi: 'Xuất', en: 'Export' },
};

export interface PermissionCatalogueModule {
  module: string;
  vi: string;
  en: string;
  permissions: { code: PermissionCode; vi: string; en: string }[];
}

/** PERMISSIONS grouped by module, in declaration order (what the role and grant screens list). */
export function permissionCatalogue(): PermissionCatalogueModule[] {
  const modules = new Map<string, PermissionCatalogueModule>();
  for (const [code, entry] of Object.entries(PERMISSIONS) as [
    PermissionCode,
    (typeof PERMISSIONS)[PermissionCode],
  ][]) {
    let group = modules.get(entry.module);
    if (!group) {
      const label = PERMISSION_MODULE_LABELS[entry.module] ?? { vi: entry.module, en: entry.module };
      group = { module: entry.module, vi: label.vi, en: label.en, permissions: [] };
      modules.set(entry.module, group);
    }
    group.permissions.push({ code, vi: entry.vi, en: entry.en });
  }
  return [...modules.values()];
}

export const moduleActionCatalogue = () =>
  MODULE_ACTIONS.map((action) => ({ action, ...MODULE_ACTION_LABELS[action] }));
