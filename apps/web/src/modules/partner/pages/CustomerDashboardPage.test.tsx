import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerApi } from '@kenh/contract';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { CustomerDashboardPage, speedRange } from './CustomerDashboardPage';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  counts: { NPP: i === 2 ? 2 : 0, NVTT: 0, CHTH: i === 2 ? 5 : 0, CTV: 0, KH: 0 },
  total: i === 2 ? 7 : 0,
}));

describe('/customer', () => {
  it('charts the accounts created per month and type, and the store creation speed', async () => {
    signIn({ permission: ['partner'] });
    const api = mockFetch([
      mockEndpoint(partnerApi.chartSystemActiveMonthly, ok(MONTHS)),
      mockEndpoint(partnerApi.storeCreatingSpeed, ok([])),
    ]);
    renderShell(<CustomerDashboardPage />, { path: '/customer' });
    const chart = await screen.findByRole('img', {
      name: `Tài khoản đối tác tạo mới theo tháng ${new Date().getFullYear()}`,
    });
    const bars = within(chart).getAllByTestId('bar');
    expect(bars).toHaveLength(12);
    // March: 2 distributors and 5 stores, stacked, with the total above.
    expect(bars[2]?.querySelector('title')?.textContent).toBe(
      'Tháng 3: Nhà phân phối 2, Nhân viên thị trường 0, Cửa hàng tạp hóa 5, Cộng tác viên 0, Khách hàng 0',
    );
    expect(bars[2]?.querySelectorAll('rect')).toHaveLength(2);
    expect(bars[2]?.textContent).toContain('7');
    expect(bars[0]?.querySelectorAll('rect')).toHaveLength(0);
    // No store opened in the range: an empty state, not an empty chart.
    expect(await screen.findByText('Chưa có số liệu')).toBeTruthy();
    await waitFor(() => expect(api.calls(partnerApi.storeCreatingSpeed)).toHaveLength(1));
    expect(api.calls(partnerApi.storeCreatingSpeed)[0]?.body).toMatchObject({ unit: 'day' });
  });

  it('asks for the last 30 days by day or 12 weeks by week, in Vietnam’s calendar', () => {
    const now = new Date('2026-11-25T20:00:00Z'); // 26/11 in Vietnam
    expect(speedRange('day', now)).toEqual({ from: '2026-10-28', to: '2026-11-26', unit: 'day' });
    expect(speedRange('week', now)).toEqual({ from: '2026-09-04', to: '2026-11-26', unit: 'week' });
  });
});
