import { accessApi, locateApi, type ExplainAccess } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp, withTestPages } from '../../../testing/render-app';
import { ExplainAccessView } from './ExplainAccessView';

const REFUSED: ExplainAccess = {
  account: {
    id: 5,
    username: 'gsv.mienbac',
    fullname: 'Phạm Thu Hà',
    system_key: 'AD',
    permission_key: 'AD',
    is_active: true,
    is_superuser: false,
  },
  kind: 'account',
  record_id: 42,
  action: 'read',
  allowed: false,
  permission: {
    required: ['user'],
    granted: true,
    sources: [{ source: 'role', id: 3, name: 'Giám sát', code: 'user', via: 'code' }],
  },
  record: { rule: 'scoped', in_scope: false, own_record: false },
  scope: { unrestricted: false, area_ids: [2], zone_ids: [], account_ids: [5] },
};

const ALLOWED: ExplainAccess = {
  ...REFUSED,
  allowed: true,
  record: { rule: 'scoped', in_scope: true, own_record: false },
  scope: { unrestricted: false, area_ids: [1, 2], zone_ids: [], account_ids: [5] },
};

const PAGE = [
  {
    path: '/test/explain',
    access: 'signed-in' as const,
    layout: 'desktop' as const,
    page: () => Promise.resolve(() => <ExplainAccessView accountId={5} />),
  },
];

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('explain access view', () => {
  it('asks about the chosen record and shows why, then follows a scope change', async () => {
    signInAs(ADMIN_LOGIN);
    let answer = REFUSED;
    const api = mockFetch([
      mockEndpoint(accessApi.explainAccess, () => ok(answer)),
      mockEndpoint(
        locateApi.locateDropdown,
        ok([{ value: 2, label: 'Vùng Hà Nội 2', region: 'north', children: [] }]),
      ),
    ]);
    const view = renderApp('/test/explain', withTestPages(PAGE));
    const run = await screen.findByRole('button', { name: 'Giải thích' });
    expect((run as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Mã bản ghi (ID)' }), {
      target: { value: '42' },
    });
    fireEvent.click(run);

    const result = await screen.findByRole('region', { name: 'Giải thích quyền truy cập' });
    expect(within(result).getByText('Không được phép')).toBeTruthy();
    expect(within(result).getByText('Có quyền user nhờ vai trò “Giám sát”.')).toBeTruthy();
    expect(
      await within(result).findByText(
        'Bản ghi nằm ngoài phạm vi dữ liệu của tài khoản (hoặc không tồn tại): {vùng được xem: Vùng Hà Nội 2; tài khoản được xem: 5}.',
      ),
    ).toBeTruthy();
    const query = new URLSearchParams(api.calls(accessApi.explainAccess)[0]!.search);
    expect(Object.fromEntries(query)).toEqual({
      account_id: '5',
      kind: 'account',
      record_id: '42',
      action: 'read',
    });

    // The scope was widened elsewhere: every access write empties the cache and the answer follows.
    answer = ALLOWED;
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(within(result).getByText('Được phép')).toBeTruthy());
    expect(within(result).getByText('Bản ghi nằm trong phạm vi dữ liệu của tài khoản.')).toBeTruthy();
  });
});
