import type { PermissionCode } from '@kenh/contract';
import type { ModuleRoute, WebModuleManifest } from '../../routing';
import type { BottomNavContribution } from './bottom-nav';
import type { TopNavContribution } from './top-nav';

/**
 * Test fixture: every entry of the spec's top bar (§2.11, with the entry rules of §6) and bottom
 * navigation (§2.8), as if every module had landed — to test the bar's rules independently of
 * which modules exist today.
 */
const STAFF: readonly PermissionCode[] = [
  'employeestaff',
  'employeecontractstaff',
  'officestaff',
  'positionstaff',
  'organizationstaff',
  'organizationtypestaff',
];

type Entry = Omit<TopNavContribution, 'order'>;
const inOrder = (entries: readonly Entry[]): TopNavContribution[] =>
  entries.map((entry, index) => ({ ...entry, order: index }));

export const SPEC_TOP_NAV: readonly TopNavContribution[] = inOrder([
  {
    group: 'staff',
    label: 'nav.entries.staffRecords',
    path: '/staff-manager/m-staff',
    permission: 'employeestaff',
  },
  {
    group: 'staff',
    label: 'nav.entries.employeeContract',
    path: '/staff-manager/employee-contract',
    permission: STAFF,
  },
  { group: 'staff', label: 'nav.entries.office', path: '/staff-manager/office', permission: 'officestaff' },
  {
    group: 'staff',
    label: 'nav.entries.position',
    path: '/staff-manager/position',
    permission: 'positionstaff',
  },
  {
    group: 'staff',
    label: 'nav.entries.organization',
    path: '/staff-manager/organization',
    permission: ['organizationstaff', 'organizationtypestaff'],
  },
  { group: 'sales', label: 'nav.entries.salesPlan', path: '/sales-plan', permission: 'plan' },
  { group: 'sales', label: 'nav.entries.promotion', path: '/promotion', permission: 'promotion' },
  ...(
    [
      ['nav.entries.ecommerceOrder', '/ecommerce-manager/order', 'orderecommerce'],
      ['nav.entries.ecommerceCustomer', '/ecommerce-manager/customer-tmdt', 'customerecommerce'],
      ['nav.entries.ecommerceIncentives', '/ecommerce-manager/ecommerce-incentives', 'incentivesecommerce'],
      [
        'nav.entries.accumulatePoints',
        '/ecommerce-manager/accumulate-points',
        'settingaccumulatepointsecommerce',
      ],
      ['nav.entries.shippingPrice', '/ecommerce-manager/shipping-price', undefined],
      ['nav.entries.transportOrder', '/ecommerce-manager/transport-order', undefined],
      ['nav.entries.banner', '/ecommerce-manager/banner', undefined],
    ] as const
  ).map(([label, path, permission]): Entry => ({
    group: 'sales',
    section: 'ecommerce',
    label,
    path,
    ...(permission ? { permission } : {}),
  })),
  { group: 'documents', label: 'nav.entries.documents', path: '/document-v2' },
  { group: 'documents', label: 'nav.entries.documentGroups', path: '/document-v2/group' },
  {
    group: 'dispatch',
    label: 'nav.entries.administrativeDocuments',
    path: '/documentary-notification/administrative-documents',
  },
  {
    group: 'dispatch',
    label: 'nav.entries.dispatchCategories',
    path: '/documentary-notification/categories',
  },
  { group: 'dispatch', label: 'nav.entries.dispatchClassify', path: '/documentary-notification/classify' },
  { group: 'dispatch', label: 'nav.entries.dispatchSetting', path: '/documentary-notification/setting' },
  { group: 'meeting', label: 'nav.entries.meeting', path: '/meeting' },
  {
    group: 'products',
    label: 'nav.entries.products',
    path: '/product/product-manager',
    permission: 'product',
  },
  { group: 'products', label: 'nav.entries.units', path: '/product/unit', permission: 'unitproduct' },
  {
    group: 'products',
    label: 'nav.entries.categories',
    path: '/product/category',
    permission: 'categoryproduct',
  },
  {
    group: 'products',
    label: 'nav.entries.priceList',
    path: '/product/price-list',
    permission: 'pricelistproduct',
  },
  { group: 'reports', label: 'nav.entries.reportSales', path: '/report-v2/report-sales' },
  { group: 'reports', label: 'nav.entries.reportNpp', path: '/report-v2/report-npp' },
  { group: 'reports', label: 'nav.entries.reportNvtt', path: '/report-v2/report-nvtt' },
  { group: 'reports', label: 'nav.entries.reportChth', path: '/report-v2/report-chth' },
  { group: 'reports', label: 'nav.entries.reportWarehouse', path: '/report-v2/report-warehouse' },
  { group: 'catalogue', label: 'nav.entries.groceries', path: '/chth-manager' },
  { group: 'catalogue', label: 'nav.entries.fieldStaff', path: '/nvtt-manager' },
  { group: 'catalogue', label: 'nav.entries.objects', path: '/object' },
  {
    group: 'settings',
    section: 'roles',
    label: 'nav.entries.roles',
    path: '/settings/role',
    permission: 'role',
  },
  {
    group: 'settings',
    section: 'roles',
    label: 'nav.entries.zaloOa',
    path: '/settings/zalo-oa',
    permission: 'role',
  },
  {
    group: 'settings',
    section: 'faq',
    label: 'nav.entries.userFaq',
    path: '/helpdesk/user-faq-list',
    permission: 'faq',
  },
  {
    group: 'settings',
    section: 'faq',
    label: 'nav.entries.faqList',
    path: '/helpdesk/faq-list',
    permission: 'faq',
  },
  {
    group: 'settings',
    section: 'faq',
    label: 'nav.entries.faqGroups',
    path: '/helpdesk/faq-group',
    permission: 'faq',
  },
]);

export const SPEC_BOTTOM_NAV: readonly BottomNavContribution[] = [
  { slot: 'product', path: '/product' },
  { slot: 'order', path: '/order' },
  { slot: 'transport', path: '/transport' },
  { slot: 'user-manager', path: '/user-manager' },
];

const page = (path: string): ModuleRoute => ({
  path,
  access: 'signed-in',
  layout: 'desktop',
  page: () => Promise.resolve(() => null),
});

/** A module building every screen the spec's bars link to. */
export const SPEC_NAV_MODULE: WebModuleManifest = {
  name: 'spec-nav',
  routes: [...SPEC_TOP_NAV, ...SPEC_BOTTOM_NAV].map((entry) => page(entry.path)),
  topNav: SPEC_TOP_NAV,
  bottomNav: SPEC_BOTTOM_NAV,
};
