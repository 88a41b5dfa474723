import type { PermissionCode } from '@kenh/contract';
import type { RequiredPermission } from '../../session/permissions';
import type { ShellKey } from '../texts';

/** One link of the top bar. Without `permission` it shows whenever its group shows. */
export interface TopNavEntry {
  label: ShellKey;
  path: string;
  permission?: RequiredPermission;
}

/** Entries shown together; sections of a group are separated by a divider (and an optional title). */
export interface TopNavSection {
  title?: ShellKey;
  entries: readonly TopNavEntry[];
}

/** When a group is highlighted: the path contains a text, or lies under one of the given paths. */
export type ActiveRule = { contains: string } | { under: readonly string[] };

export interface TopNavGroup {
  key: string;
  label: ShellKey;
  /** The group shows when the user holds any of these (spec §6). */
  permission: RequiredPermission;
  active: ActiveRule;
  /** Drawn as a gear icon with the label as its accessible name. */
  icon?: 'settings';
  /** A plain link to its only entry instead of a drop-down menu. */
  direct?: boolean;
  sections: readonly TopNavSection[];
}

const STAFF: readonly PermissionCode[] = [
  'employeestaff',
  'employeecontractstaff',
  'officestaff',
  'positionstaff',
  'organizationstaff',
  'organizationtypestaff',
];
const SALES: readonly PermissionCode[] = [
  'customerecommerce',
  'incentivesecommerce',
  'orderecommerce',
  'settingaccumulatepointsecommerce',
  'plan',
  'promotion',
];
const PRODUCTS: readonly PermissionCode[] = ['unitproduct', 'pricelistproduct', 'categoryproduct', 'product'];

/**
 * The desktop top navigation bar (spec §2.11) with the permission rules of spec §6, as data: the bar
 * renders whatever this table and the user's permissions leave. Entries point at the spec's routes
 * even where the module has not landed yet (they show the 404 page until it does).
 */
export const TOP_NAV: readonly TopNavGroup[] = [
  {
    key: 'staff',
    label: 'nav.groups.staff',
    permission: STAFF,
    active: { contains: 'staff-manager' },
    sections: [
      {
        entries: [
          { label: 'nav.entries.staffRecords', path: '/staff-manager/m-staff', permission: 'employeestaff' },
          {
            label: 'nav.entries.employeeContract',
            path: '/staff-manager/employee-contract',
            permission: STAFF,
          },
          { label: 'nav.entries.office', path: '/staff-manager/office', permission: 'officestaff' },
          { label: 'nav.entries.position', path: '/staff-manager/position', permission: 'positionstaff' },
          {
            label: 'nav.entries.organization',
            path: '/staff-manager/organization',
            permission: ['organizationstaff', 'organizationtypestaff'],
          },
        ],
      },
    ],
  },
  {
    key: 'sales',
    label: 'nav.groups.sales',
    permission: SALES,
    active: { under: ['/sales-plan', '/promotion', '/ecommerce-manager'] },
    sections: [
      {
        entries: [
          { label: 'nav.entries.salesPlan', path: '/sales-plan', permission: 'plan' },
          { label: 'nav.entries.promotion', path: '/promotion', permission: 'promotion' },
        ],
      },
      {
        title: 'nav.sections.ecommerce',
        entries: [
          {
            label: 'nav.entries.ecommerceOrder',
            path: '/ecommerce-manager/order',
            permission: 'orderecommerce',
          },
          {
            label: 'nav.entries.ecommerceCustomer',
            path: '/ecommerce-manager/customer-tmdt',
            permission: 'customerecommerce',
          },
          {
            label: 'nav.entries.ecommerceIncentives',
            path: '/ecommerce-manager/ecommerce-incentives',
            permission: 'incentivesecommerce',
          },
          {
            label: 'nav.entries.accumulatePoints',
            path: '/ecommerce-manager/accumulate-points',
            permission: 'settingaccumulatepointsecommerce',
          },
          // No extra check inside the group (spec §2.11).
          { label: 'nav.entries.shippingPrice', path: '/ecommerce-manager/shipping-price' },
          { label: 'nav.entries.transportOrder', path: '/ecommerce-manager/transport-order' },
          { label: 'nav.entries.banner', path: '/ecommerce-manager/banner' },
        ],
      },
    ],
  },
  {
    key: 'documents',
    label: 'nav.groups.documents',
    permission: 'document',
    active: { under: ['/document-v2'] },
    sections: [
      {
        entries: [
          { label: 'nav.entries.documents', path: '/document-v2' },
          { label: 'nav.entries.documentGroups', path: '/document-v2/group' },
        ],
      },
    ],
  },
  {
    key: 'dispatch',
    label: 'nav.groups.dispatch',
    permission: 'notificationdocument',
    active: { under: ['/documentary-notification'] },
    sections: [
      {
        entries: [
          {
            label: 'nav.entries.administrativeDocuments',
            path: '/documentary-notification/administrative-documents',
          },
          { label: 'nav.entries.dispatchCategories', path: '/documentary-notification/categories' },
          { label: 'nav.entries.dispatchClassify', path: '/documentary-notification/classify' },
          { label: 'nav.entries.dispatchSetting', path: '/documentary-notification/setting' },
        ],
      },
    ],
  },
  {
    key: 'meeting',
    label: 'nav.groups.meeting',
    direct: true,
    permission: 'meeting',
    active: { under: ['/meeting'] },
    sections: [{ entries: [{ label: 'nav.entries.meeting', path: '/meeting' }] }],
  },
  {
    key: 'products',
    label: 'nav.groups.products',
    permission: PRODUCTS,
    active: { under: ['/product'] },
    sections: [
      {
        entries: [
          { label: 'nav.entries.products', path: '/product/product-manager', permission: 'product' },
          { label: 'nav.entries.units', path: '/product/unit', permission: 'unitproduct' },
          { label: 'nav.entries.categories', path: '/product/category', permission: 'categoryproduct' },
          { label: 'nav.entries.priceList', path: '/product/price-list', permission: 'pricelistproduct' },
        ],
      },
    ],
  },
  {
    key: 'reports',
    label: 'nav.groups.reports',
    permission: 'salesreport',
    active: { under: ['/report-v2'] },
    sections: [
      {
        entries: [
          { label: 'nav.entries.reportSales', path: '/report-v2/report-sales' },
          { label: 'nav.entries.reportNpp', path: '/report-v2/report-npp' },
          { label: 'nav.entries.reportNvtt', path: '/report-v2/report-nvtt' },
          { label: 'nav.entries.reportChth', path: '/report-v2/report-chth' },
          { label: 'nav.entries.reportWarehouse', path: '/report-v2/report-warehouse' },
        ],
      },
    ],
  },
  {
    key: 'catalogue',
    label: 'nav.groups.catalogue',
    permission: 'grocery',
    active: { under: ['/chth-manager', '/nvtt-manager', '/object'] },
    sections: [
      {
        entries: [
          { label: 'nav.entries.groceries', path: '/chth-manager' },
          { label: 'nav.entries.fieldStaff', path: '/nvtt-manager' },
          { label: 'nav.entries.objects', path: '/object' },
        ],
      },
    ],
  },
  {
    key: 'settings',
    label: 'nav.groups.settings',
    icon: 'settings',
    permission: ['role', 'faq'],
    active: { under: ['/settings', '/helpdesk'] },
    sections: [
      {
        entries: [
          { label: 'nav.entries.roles', path: '/settings/role', permission: 'role' },
          { label: 'nav.entries.zaloOa', path: '/settings/zalo-oa', permission: 'role' },
        ],
      },
      {
        entries: [
          { label: 'nav.entries.userFaq', path: '/helpdesk/user-faq-list', permission: 'faq' },
          { label: 'nav.entries.faqList', path: '/helpdesk/faq-list', permission: 'faq' },
          { label: 'nav.entries.faqGroups', path: '/helpdesk/faq-group', permission: 'faq' },
        ],
      },
    ],
  },
];

/** `path` is `base` or lies under it (`/product/unit` is under `/product`, `/products` is not). */
export function isUnder(path: string, base: string): boolean {
  if (base === '/') return path === '/';
  return path === base || path.startsWith(`${base}/`);
}

/** Whether the group is highlighted for the current (language-free) path. */
export function isGroupActive(group: Pick<TopNavGroup, 'active'>, path: string): boolean {
  const rule = group.active;
  return 'contains' in rule ? path.includes(rule.contains) : rule.under.some((base) => isUnder(path, base));
}

/**
 * What the user sees: groups whose permission they hold, entries whose own permission they hold,
 * without empty sections or groups. So a divider only appears between two visible sections (the
 * gear's role/FAQ separator shows only when both are held).
 */
export function visibleTopNav(
  can: (required: RequiredPermission) => boolean,
  nav: readonly TopNavGroup[] = TOP_NAV,
): TopNavGroup[] {
  return nav.flatMap((group) => {
    if (!can(group.permission)) return [];
    const sections = group.sections
      .map((section) => ({
        ...section,
        entries: section.entries.filter((entry) => !entry.permission || can(entry.permission)),
      }))
      .filter((section) => section.entries.length > 0);
    return sections.length ? [{ ...group, sections }] : [];
  });
}
