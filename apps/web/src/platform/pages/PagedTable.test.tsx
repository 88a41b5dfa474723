import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelAllConfirms } from '../feedback/confirm-store';
import { unmountFeedbackHost } from '../feedback/feedback-host';
import { renderShell } from '../layout/shell-test-utils';
import { PagedTable } from './PagedTable';
import { deleteRowAction } from './RowActionsMenu';

interface Member {
  id: number;
  name: string;
  owner: boolean;
}

const MEMBERS: Member[] = [
  { id: 1, name: 'Trần Thị Chủ', owner: true },
  { id: 2, name: 'Lê Văn Thành', owner: false },
];

afterEach(() => {
  act(() => {
    cancelAllConfirms();
    unmountFeedbackHost();
  });
});

function Members({ removed }: { removed: number[] }) {
  return (
    <PagedTable<Member>
      result={{ data: { results: MEMBERS, total: 2 }, isLoading: false }}
      page={0}
      pageSize={10}
      onPage={() => undefined}
      rowKey="id"
      emptyText="Trống"
      columns={[{ key: 'name', title: 'Tên', render: (_, m) => m.name }]}
      rowActions={[
        deleteRowAction<Member>({
          kind: 'thành viên',
          nameOf: (m) => m.name,
          remove: (m) => Promise.resolve(removed.push(m.id)),
          done: 'Đã xóa thành viên',
          visible: (m) => !m.owner,
        }),
      ]}
    />
  );
}

describe('PagedTable', () => {
  it('puts row actions in one "…" menu per row, offered only where they apply', async () => {
    renderShell(<Members removed={[]} />, { path: '/room' });
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    await screen.findByText('Lê Văn Thành');
    expect(within(row('Lê Văn Thành')).queryByRole('button', { name: 'Xóa' })).toBeNull();
    // The owner's row offers nothing: no menu at all.
    expect(within(row('Trần Thị Chủ')).queryByRole('button', { name: 'Thao tác khác' })).toBeNull();
    fireEvent.click(within(row('Lê Văn Thành')).getByRole('button', { name: 'Thao tác khác' }));
    expect(await screen.findByRole('menuitem', { name: 'Xóa' })).toBeTruthy();
  });

  it('deletes a row through the one delete confirmation, naming the row, and only when confirmed', async () => {
    const removed: number[] = [];
    renderShell(<Members removed={removed} />, { path: '/room' });
    const row = (await screen.findByText('Lê Văn Thành')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xóa thành viên “Lê Văn Thành”?')).toBeTruthy();
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa thành viên')).toBeTruthy();
    expect(removed).toEqual([2]);
  });
});
