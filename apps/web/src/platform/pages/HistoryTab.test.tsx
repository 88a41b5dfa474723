import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformApi, type HistoryEntry } from '@kenh/contract';
import { mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { renderShell, setViewport } from '../layout/shell-test-utils';
import { HistoryTab } from './HistoryTab';

const ENTRIES: HistoryEntry[] = [
  {
    id: 7,
    action: 'update',
    at: '2026-03-02T01:30:00.000Z',
    actor: { id: 1, username: 'admin', fullname: 'Quản trị hệ thống' },
    diff: {
      note: { from: null, to: 'Gộp từ hai vùng' },
      kind: { from: 'store', to: 'online' },
      name: { from: 'Tây Nguyên', to: 'Tây Nguyên 1' },
      region: { from: 'central', to: 'south' },
      has_vat: { from: false, to: true },
      is_active: { from: true, to: false },
    },
  },
  {
    id: 3,
    action: 'create',
    at: '2026-03-01T10:00:00.000Z',
    actor: { id: null, username: null, fullname: null },
    diff: {},
  },
];

describe('HistoryTab', () => {
  it('shows who, when, and each changed field with its label, old and new value', async () => {
    const api = mockFetch([mockEndpoint(platformApi.history, ok({ results: ENTRIES, total: 2, names: {} }))]);
    renderShell(
      <HistoryTab
        entity="area"
        id={3}
        fieldLabels={{
          name: 'Tên vùng',
          region: 'Miền',
          is_active: 'Trạng thái',
          has_vat: 'Có VAT',
          kind: 'Loại',
          note: 'Ghi chú',
        }}
        formatValue={(field, value) => (field === 'region' ? `Miền ${String(value)}` : undefined)}
        valueLabels={{ kind: { store: 'Cửa hàng' } }}
      />,
    );
    const row = (await screen.findByText('Tên vùng')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tây Nguyên')).toBeTruthy();
    expect(within(row).getByText('Tây Nguyên 1')).toBeTruthy();
    // Named by full name, the username beside it.
    const line = screen.getByText('Quản trị hệ thống').closest('.ant-flex') as HTMLElement;
    expect(within(line).getByText('admin')).toBeTruthy();
    // 01:30 UTC is 08:30 in Vietnam.
    expect(screen.getByText('02/03/2026 08:30')).toBeTruthy();
    expect(screen.getByText('Cập nhật')).toBeTruthy();
    const region = screen.getByText('Miền').closest('tr') as HTMLElement;
    expect(within(region).getByText('Miền south')).toBeTruthy();
    const status = screen.getByText('Trạng thái').closest('tr') as HTMLElement;
    expect(
      within(status)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Trạng thái', 'Đang hoạt động', 'Ngừng hoạt động']);
    const cells = (label: string) =>
      within(screen.getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Any other yes/no field reads yes or no; an enum value by the page's label, an unknown one as it is.
    expect(cells('Có VAT')).toEqual(['Có VAT', 'Không', 'Có']);
    // In the order the page lists its labels, not the trail's.
    const entry = screen.getByText('Tên vùng').closest('tbody') as HTMLElement;
    expect(
      within(entry)
        .getAllByRole('row')
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Tên vùng', 'Miền', 'Trạng thái', 'Có VAT', 'Loại', 'Ghi chú']);
    expect(cells('Loại')).toEqual(['Loại', 'Cửa hàng', 'online']);
    const note = screen.getByText('Ghi chú').closest('tr') as HTMLElement;
    expect(within(note).getByText('(trống)')).toBeTruthy();
    // A system action has no user.
    expect(screen.getByText('Hệ thống')).toBeTruthy();
    expect(api.calls(platformApi.history, { entity: 'area', id: '3' })).toHaveLength(1);
  });

  it('says so when the record has no history yet', async () => {
    mockFetch([mockEndpoint(platformApi.history, ok({ results: [], total: 0, names: {} }))]);
    renderShell(<HistoryTab entity="zone" id={4} fieldLabels={{}} />);
    expect(await screen.findByText('Chưa có thay đổi nào')).toBeTruthy();
  });

  it("labels the record kind's own actions as the page says, the kit's in its own words, others by name", async () => {
    const entry = (id: number, action: string): HistoryEntry => ({
      id,
      action,
      at: '2026-03-01T10:00:00.000Z',
      // An account without a full name on record is named by its username.
      actor: { id: 1, username: 'admin', fullname: null },
      diff: {},
    });
    mockFetch([
      mockEndpoint(
        platformApi.history,
        ok({
          results: [entry(3, 'approve'), entry(2, 'add_attachment'), entry(1, 'merge')],
          total: 3,
          names: {},
        }),
      ),
    ]);
    const actionLabels: Record<'approve' | 'add_attachment', string> = {
      approve: 'Duyệt',
      add_attachment: 'Thêm tệp đính kèm',
    };
    renderShell(
      <HistoryTab entity="employee_contract" id={5} fieldLabels={{}} actionLabels={actionLabels} />,
    );
    expect(await screen.findByText('Duyệt')).toBeTruthy();
    expect(screen.getByText('Thêm tệp đính kèm')).toBeTruthy();
    expect(screen.getByText('merge')).toBeTruthy();
    expect(screen.queryByText('approve')).toBeNull();
    expect(screen.getAllByText('admin')).toHaveLength(3);
  });

  it('names the records a change points at, and keeps the id of one no longer there', async () => {
    mockFetch([
      mockEndpoint(
        platformApi.history,
        ok({
          results: [
            {
              id: 9,
              action: 'update',
              at: '2026-03-02T01:30:00.000Z',
              actor: { id: 1, username: 'admin', fullname: null },
              diff: {
                signer_id: { from: 3, to: 4 },
                witness_ids: { from: [], to: [3, 77] },
                basic_salary: { from: 3, to: 4 },
              },
            },
          ],
          total: 1,
          names: {
            signer_id: { 3: 'Bùi Thị Hương', 4: 'Trần Văn Nam' },
            witness_ids: { 3: 'Bùi Thị Hương' },
          },
        }),
      ),
    ]);
    renderShell(
      <HistoryTab
        entity="employee_contract"
        id={5}
        fieldLabels={{ signer_id: 'Người ký', witness_ids: 'Người chứng kiến', basic_salary: 'Lương cơ bản' }}
      />,
    );
    const cells = (label: string) =>
      within(screen.getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(await screen.findByText('Người ký')).toBeTruthy();
    expect(cells('Người ký')).toEqual(['Người ký', 'Bùi Thị Hương', 'Trần Văn Nam']);
    expect(cells('Người chứng kiến')).toEqual(['Người chứng kiến', '(trống)', 'Bùi Thị Hương, 77']);
    // The same numbers in a field that is no reference stay numbers.
    expect(cells('Lương cơ bản')).toEqual(['Lương cơ bản', '3', '4']);
  });

  it('on a phone, puts each field above its old and new value instead of a three-column table', async () => {
    setViewport(390);
    mockFetch([mockEndpoint(platformApi.history, ok({ results: ENTRIES, total: 2, names: {} }))]);
    renderShell(<HistoryTab entity="area" id={3} fieldLabels={{ name: 'Tên vùng', note: 'Ghi chú' }} />);
    const changes = await screen.findAllByTestId('history-changes');
    expect(screen.queryByRole('table')).toBeNull();
    const name = within(changes[0]!).getByText('Tên vùng').parentElement as HTMLElement;
    expect(name.textContent).toBe('Tên vùngTây Nguyên → Tây Nguyên 1');
    const note = within(changes[0]!).getByText('Ghi chú').parentElement as HTMLElement;
    expect(note.textContent).toBe('Ghi chú(trống) → Gộp từ hai vùng');
  });

  it("shows a record's first entry as its values alone, without an old value", async () => {
    const created: HistoryEntry = {
      id: 1,
      action: 'create',
      at: '2026-03-01T10:00:00.000Z',
      actor: { id: 1, username: 'admin', fullname: null },
      diff: { name: { from: null, to: 'Tây Nguyên' }, note: { from: null, to: null } },
    };
    mockFetch([mockEndpoint(platformApi.history, ok({ results: [created], total: 1, names: {} }))]);
    const labels = { name: 'Tên vùng', note: 'Ghi chú' };
    const view = renderShell(<HistoryTab entity="area" id={3} fieldLabels={labels} />);
    const row = (await screen.findByText('Tên vùng')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tên vùng', 'Tây Nguyên']);
    expect(screen.getByRole('columnheader', { name: 'Giá trị' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Giá trị cũ' })).toBeNull();
    view.unmount();
    setViewport(390);
    renderShell(<HistoryTab entity="area" id={3} fieldLabels={labels} />);
    const [changes] = await screen.findAllByTestId('history-changes');
    expect((within(changes!).getByText('Tên vùng').parentElement as HTMLElement).textContent).toBe(
      'Tên vùngTây Nguyên',
    );
  });
});
