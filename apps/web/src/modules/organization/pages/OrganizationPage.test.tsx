import { organizationApi, type LoginResult, type OrgUnitNode, type OrgUnitType } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const STAMP = '2026-03-02T01:30:00.000Z';
const TYPES: Record<string, OrgUnitType> = {
  HDQT: { id: 1, code: 'HDQT', name: 'Hội đồng', unit_count: 1, created_at: STAMP, updated_at: STAMP },
  BAN: { id: 2, code: 'BAN', name: 'Ban', unit_count: 1, created_at: STAMP, updated_at: STAMP },
  KHOI: { id: 3, code: 'KHOI', name: 'Khối', unit_count: 2, created_at: STAMP, updated_at: STAMP },
  PHONG: { id: 4, code: 'PHONG', name: 'Phòng', unit_count: 1, created_at: STAMP, updated_at: STAMP },
};

function node(
  id: number,
  name: string,
  type: keyof typeof TYPES,
  parentId: number | null,
  children: OrgUnitNode[] = [],
) {
  const ty = TYPES[type]!;
  return {
    id,
    code: `TC00${id}`,
    name,
    type_id: ty.id,
    type: { id: ty.id, code: ty.code, name: ty.name },
    parent_id: parentId,
    parent: null,
    manager_id: id === 1 ? 5 : null,
    manager: id === 1 ? { id: 5, name: 'Trần Quốc Bảo' } : null,
    office_id: null,
    office: null,
    sort_order: 0,
    description: null,
    child_count: children.length,
    created_at: STAMP,
    updated_at: STAMP,
    children,
  } satisfies OrgUnitNode;
}

const TREE: OrgUnitNode[] = [
  node(1, 'Hội đồng quản trị', 'HDQT', null, [
    node(2, 'Ban Tổng giám đốc', 'BAN', 1, [
      node(3, 'Khối Văn phòng', 'KHOI', 2, [node(5, 'Phòng Nhân sự', 'PHONG', 3)]),
      node(4, 'Khối Kinh doanh', 'KHOI', 2),
    ]),
  ]),
];

const toOptions = (nodes: OrgUnitNode[]): unknown[] =>
  nodes.map((n) => ({ value: n.id, label: n.name, label_child: n.code, children: toOptions(n.children) }));

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function server() {
  return mockFetch([
    mockEndpoint(organizationApi.orgUnitTree, ok(TREE)),
    mockEndpoint(organizationApi.orgUnitDropdown, ok(toOptions(TREE))),
    mockEndpoint(organizationApi.listOrgUnitTypes, ok(Object.values(TYPES))),
    mockEndpoint(organizationApi.orgUnitNextCode, ok({ next_code: 'TC006' })),
    mockEndpoint(organizationApi.officeDropdown, ok([])),
    mockEndpoint(organizationApi.orgUnitManagerOptions, ok([])),
    mockEndpoint(
      organizationApi.deleteOrgUnit,
      fail(409, 'Đơn vị đang có 2 đơn vị trực thuộc, hãy chuyển hoặc xóa chúng trước'),
    ),
  ]);
}

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('/staff-manager/organization: the unit tree', () => {
  it('renders nested units with type, code and manager, and expands and collapses them', async () => {
    signInAs(ADMIN_LOGIN);
    server();
    const app = renderApp('/staff-manager/organization');
    expect(await screen.findByRole('treeitem', { name: 'Hội đồng quản trị' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cơ cấu tổ chức' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm đơn vị gốc' })).toBeTruthy();
    expect(item('Hội đồng quản trị').getAttribute('aria-level')).toBe('1');
    expect(item('Phòng Nhân sự').getAttribute('aria-level')).toBe('4');
    // Nested: the department is inside the block, inside the board of directors.
    expect(within(item('Khối Văn phòng')).getByRole('treeitem', { name: 'Phòng Nhân sự' })).toBeTruthy();
    expect(
      within(item('Ban Tổng giám đốc'))
        .queryAllByRole('treeitem')
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['Khối Văn phòng', 'Phòng Nhân sự', 'Khối Kinh doanh']);
    expect(screen.getByText('TC001')).toBeTruthy();
    expect(screen.getByText('· Trần Quốc Bảo')).toBeTruthy();
    expect(within(item('Khối Kinh doanh')).getByText('Khối')).toBeTruthy();

    expect(item('Ban Tổng giám đốc').getAttribute('aria-expanded')).toBe('true');
    expect(item('Khối Kinh doanh').getAttribute('aria-expanded')).toBeNull(); // a leaf
    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn Ban Tổng giám đốc' }));
    expect(item('Ban Tổng giám đốc').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Khối Văn phòng' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mở Ban Tổng giám đốc' }));
    expect(screen.getByRole('treeitem', { name: 'Phòng Nhân sự' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn tất cả' }));
    expect(screen.getAllByRole('treeitem').map((e) => e.getAttribute('aria-label'))).toEqual([
      'Hội đồng quản trị',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Mở tất cả' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(5);
    app.unmount();
  });

  it('"add sub-unit" opens the create page with the parent preset and the next code shown', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server();
    const app = renderApp('/staff-manager/organization');
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm đơn vị con: Khối Văn phòng' }));
    await waitFor(() => expect(app.path()).toBe('/staff-manager/organization/create?parent_id=3'));
    const code = await screen.findByLabelText<HTMLInputElement>('Mã dự kiến');
    await waitFor(() => expect(code.value).toBe('TC006'));
    expect(screen.getByRole('heading', { name: 'Thêm đơn vị tổ chức' })).toBeTruthy();
    // The parent picker shows the preset unit by name once the dropdown has loaded.
    await waitFor(() => expect(screen.getByTitle('Khối Văn phòng').closest('.ant-select')).toBeTruthy());
    expect(api.calls(organizationApi.orgUnitDropdown)).toHaveLength(1);
    app.unmount();
  });

  it('a refused delete (asked through the one delete confirmation) shows the server message and keeps the unit', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server();
    const app = renderApp('/staff-manager/organization');
    // The unit's own "…" menu comes first in its tree item, before those of its sub-units.
    const [menu] = within(await screen.findByRole('treeitem', { name: 'Ban Tổng giám đốc' })).getAllByRole(
      'button',
      { name: 'Thao tác khác' },
    );
    fireEvent.click(menu!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xóa đơn vị “Ban Tổng giám đốc”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(
      await screen.findByText('Đơn vị đang có 2 đơn vị trực thuộc, hãy chuyển hoặc xóa chúng trước'),
    ).toBeTruthy();
    expect(api.calls(organizationApi.deleteOrgUnit, { id: 2 })).toHaveLength(1);
    expect(screen.getByRole('treeitem', { name: 'Ban Tổng giám đốc' })).toBeTruthy();
    app.unmount();
  });

  it('without organizationstaff.manage there are no actions; unit types alone show only the types tab', async () => {
    const viewer: LoginResult = {
      ...ADMIN_LOGIN,
      user: { ...ADMIN_LOGIN.user, id: 12, is_superuser: false },
      permission: ['organizationstaff'],
      role: 'AD',
    };
    signInAs(viewer);
    server();
    const app = renderApp('/staff-manager/organization');
    expect(await screen.findByRole('treeitem', { name: 'Phòng Nhân sự' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thao tác khác' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Thêm đơn vị con:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm đơn vị gốc' })).toBeNull();
    app.unmount();

    signInAs({ ...viewer, permission: ['organizationtypestaff'] });
    const api = server();
    const typesOnly = renderApp('/staff-manager/organization');
    expect(await screen.findByText('HDQT')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
    expect(api.calls(organizationApi.orgUnitTree)).toHaveLength(0);
    typesOnly.unmount();
  });
});
