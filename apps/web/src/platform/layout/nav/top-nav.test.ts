import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '@kenh/contract';
import { hasPermission, type RequiredPermission } from '../../session/permissions';
import { shellVi } from '../texts/vi';
import { SPEC_TOP_NAV } from './spec-nav.fixture';
import { buildTopNav, isGroupActive, visibleTopNav as visibleIn } from './top-nav';

const TOP_NAV = buildTopNav(SPEC_TOP_NAV);
const visibleTopNav = (can: (required: RequiredPermission) => boolean) => visibleIn(can, TOP_NAV);

function as(...codes: PermissionCode[]) {
  return (required: RequiredPermission) =>
    hasPermission({ is_superuser: false }, { permission: codes }, required);
}
const superUser = (required: RequiredPermission) =>
  hasPermission({ is_superuser: true }, { permission: [] }, required);

function paths(nav: ReturnType<typeof visibleTopNav>, key: string) {
  return nav.find((g) => g.key === key)?.sections.flatMap((s) => s.entries.map((e) => e.path));
}

function label(key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], shellVi) as string;
}

describe('top navigation table (spec §2.11, §6)', () => {
  it('a super user sees every group and entry of the table, in order', () => {
    const nav = visibleTopNav(superUser);
    expect(nav.map((g) => label(g.label))).toEqual([
      'Nhân sự',
      'Bán hàng',
      'Tài liệu',
      'Công văn - thông báo',
      'Cuộc họp',
      'Sản phẩm',
      'Báo cáo',
      'Danh mục',
      'Cài đặt',
    ]);
    expect(nav.flatMap((g) => g.sections.flatMap((s) => s.entries.map((e) => e.path)))).toEqual([
      '/staff-manager/m-staff',
      '/staff-manager/employee-contract',
      '/staff-manager/office',
      '/staff-manager/position',
      '/staff-manager/organization',
      '/sales-plan',
      '/promotion',
      '/ecommerce-manager/order',
      '/ecommerce-manager/customer-tmdt',
      '/ecommerce-manager/ecommerce-incentives',
      '/ecommerce-manager/accumulate-points',
      '/ecommerce-manager/shipping-price',
      '/ecommerce-manager/transport-order',
      '/ecommerce-manager/banner',
      '/document-v2',
      '/document-v2/group',
      '/documentary-notification/administrative-documents',
      '/documentary-notification/categories',
      '/documentary-notification/classify',
      '/documentary-notification/setting',
      '/meeting',
      '/product/product-manager',
      '/product/unit',
      '/product/category',
      '/product/price-list',
      '/report-v2/report-sales',
      '/report-v2/report-npp',
      '/report-v2/report-nvtt',
      '/report-v2/report-chth',
      '/report-v2/report-warehouse',
      '/chth-manager',
      '/nvtt-manager',
      '/object',
      '/settings/role',
      '/settings/zalo-oa',
      '/helpdesk/user-faq-list',
      '/helpdesk/faq-list',
      '/helpdesk/faq-group',
    ]);
  });

  it('uses the Vietnamese entry labels the table quotes', () => {
    const labels = TOP_NAV.flatMap((g) => g.sections.flatMap((s) => s.entries.map((e) => label(e.label))));
    for (const quoted of [
      'Hồ sơ nhân sự',
      'Hợp đồng lao động',
      'Văn phòng',
      'Chức vụ',
      'Cơ cấu tổ chức',
      'Kế hoạch bán hàng',
      'Chương trình khuyến mãi',
      'Đơn hàng TMĐT',
      'Khách hàng TMĐT',
      'Ưu đãi TMĐT',
      'Thiết lập điểm tích lũy',
      'Nhóm tài liệu',
      'Đối tượng',
    ])
      expect(labels).toContain(quoted);
  });

  it('shows nothing without permissions', () => {
    expect(visibleTopNav(as())).toEqual([]);
  });

  it('staff group: any staff code shows it with the contract link; each other entry needs its own code', () => {
    expect(paths(visibleTopNav(as('organizationtypestaff')), 'staff')).toEqual([
      '/staff-manager/employee-contract',
      '/staff-manager/organization',
    ]);
    expect(paths(visibleTopNav(as('employeestaff')), 'staff')).toEqual([
      '/staff-manager/m-staff',
      '/staff-manager/employee-contract',
    ]);
    expect(paths(visibleTopNav(as('officestaff', 'positionstaff')), 'staff')).toEqual([
      '/staff-manager/employee-contract',
      '/staff-manager/office',
      '/staff-manager/position',
    ]);
    expect(paths(visibleTopNav(as('organizationstaff')), 'staff')).toContain('/staff-manager/organization');
  });

  it('sales group: each entry by its code; shipping price, transport order and banner need no extra check', () => {
    expect(paths(visibleTopNav(as('plan')), 'sales')).toEqual([
      '/sales-plan',
      '/ecommerce-manager/shipping-price',
      '/ecommerce-manager/transport-order',
      '/ecommerce-manager/banner',
    ]);
    expect(paths(visibleTopNav(as('orderecommerce', 'settingaccumulatepointsecommerce')), 'sales')).toEqual([
      '/ecommerce-manager/order',
      '/ecommerce-manager/accumulate-points',
      '/ecommerce-manager/shipping-price',
      '/ecommerce-manager/transport-order',
      '/ecommerce-manager/banner',
    ]);
    for (const code of [
      'customerecommerce',
      'incentivesecommerce',
      'orderecommerce',
      'settingaccumulatepointsecommerce',
      'plan',
      'promotion',
    ] as const)
      expect(visibleTopNav(as(code)).map((g) => g.key)).toEqual(['sales']);
  });

  it('single-code groups: documents, dispatches, meetings, reports, catalogue', () => {
    expect(visibleTopNav(as('document')).map((g) => g.key)).toEqual(['documents']);
    expect(visibleTopNav(as('notificationdocument')).map((g) => g.key)).toEqual(['dispatch']);
    expect(visibleTopNav(as('meeting')).map((g) => g.key)).toEqual(['meeting']);
    expect(visibleTopNav(as('salesreport')).map((g) => g.key)).toEqual(['reports']);
    expect(visibleTopNav(as('grocery')).map((g) => g.key)).toEqual(['catalogue']);
  });

  it('products group: each entry by its own code', () => {
    expect(paths(visibleTopNav(as('unitproduct')), 'products')).toEqual(['/product/unit']);
    expect(paths(visibleTopNav(as('product', 'pricelistproduct')), 'products')).toEqual([
      '/product/product-manager',
      '/product/price-list',
    ]);
  });

  it('the gear shows with role or faq; the separator only when both are held', () => {
    const roleOnly = visibleTopNav(as('role')).find((g) => g.key === 'settings');
    expect(roleOnly?.sections.map((s) => s.entries.map((e) => e.path))).toEqual([
      ['/settings/role', '/settings/zalo-oa'],
    ]);
    const faqOnly = visibleTopNav(as('faq')).find((g) => g.key === 'settings');
    expect(faqOnly?.sections.map((s) => s.entries.map((e) => e.path))).toEqual([
      ['/helpdesk/user-faq-list', '/helpdesk/faq-list', '/helpdesk/faq-group'],
    ]);
    expect(visibleTopNav(as('role', 'faq')).find((g) => g.key === 'settings')?.sections).toHaveLength(2);
  });

  it('a module permission code counts like a permission code (spec §6)', () => {
    const can = (required: RequiredPermission) =>
      hasPermission(
        { is_superuser: false },
        { permission: [], modulePermission: { meeting: ['view'] } },
        required,
      );
    expect(visibleTopNav(can).map((g) => g.key)).toEqual(['meeting']);
  });
});

describe('active group', () => {
  const group = (key: string) => TOP_NAV.find((g) => g.key === key)!;

  it('staff records is active on paths containing staff-manager', () => {
    expect(isGroupActive(group('staff'), '/staff-manager/office/3')).toBe(true);
    expect(isGroupActive(group('staff'), '/staff-manager')).toBe(true);
    expect(isGroupActive(group('staff'), '/office')).toBe(false);
  });

  it('other groups are active on and under their entries’ sections', () => {
    expect(isGroupActive(group('sales'), '/ecommerce-manager/order/12')).toBe(true);
    expect(isGroupActive(group('sales'), '/promotion/create')).toBe(true);
    expect(isGroupActive(group('products'), '/product/unit')).toBe(true);
    expect(isGroupActive(group('products'), '/products')).toBe(false);
    expect(isGroupActive(group('reports'), '/report-v2/report-npp')).toBe(true);
    expect(isGroupActive(group('reports'), '/report/area-manager/1')).toBe(false);
    expect(isGroupActive(group('settings'), '/helpdesk/faq-list')).toBe(true);
    expect(isGroupActive(group('catalogue'), '/object/5')).toBe(true);
    expect(isGroupActive(group('meeting'), '/')).toBe(false);
  });
});

describe('entries contributed by the modules', () => {
  const all = () => true;

  it('go into their group and section by order; groups without an entry vanish', () => {
    const nav = buildTopNav([
      { group: 'staff', order: 20, label: 'nav.entries.office', path: '/b' },
      { group: 'staff', order: 10, label: 'nav.entries.position', path: '/a' },
      { group: 'settings', section: 'faq', order: 1, label: 'nav.entries.faqList', path: '/c' },
    ]);
    expect(
      visibleIn(all, nav).map((g) => [g.key, g.sections.map((s) => s.entries.map((e) => e.path))]),
    ).toEqual([
      ['staff', [['/a', '/b']]],
      ['settings', [['/c']]],
    ]);
  });

  it('refuse a section their group does not have', () => {
    expect(() =>
      buildTopNav([
        { group: 'meeting', section: 'ecommerce', order: 1, label: 'nav.entries.meeting', path: '/m' },
      ]),
    ).toThrow(/no section ecommerce in group meeting/);
  });

  it('need the page check of the screen they open as well as their own rule', () => {
    const nav = buildTopNav([
      {
        group: 'staff',
        order: 1,
        label: 'nav.entries.office',
        path: '/x',
        permission: 'officestaff',
        opens: 'officestaff.manage',
      },
    ]);
    expect(visibleIn(as('officestaff'), nav)).toEqual([]);
    expect(visibleIn(as('officestaff', 'officestaff.manage'), nav)).toHaveLength(1);
  });
});
