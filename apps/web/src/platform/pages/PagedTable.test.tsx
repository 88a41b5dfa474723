import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../layout/shell-test-utils';
import { PagedTable } from './PagedTable';

interface Member {
  id: number;
  name: string;
  owner: boolean;
}

const MEMBERS: Member[] = [
  { id: 1, name: 'Trần Thị Chủ', owner: true },
  { id: 2, name: 'Lê Văn Thành', owner: false },
];

function Members({ removed }: { removed: string[] }) {
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
        {
          key: 'remove',
          label: 'Gỡ',
          danger: true,
          visible: (m) => !m.owner,
          onClick: (m) => removed.push(m.name),
        },
      ]}
    />
  );
}

describe('PagedTable', () => {
  it('puts row actions in one "…" menu per row, offered only where they apply', async () => {
    const removed: string[] = [];
    renderShell(<Members removed={removed} />, { path: '/room' });
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    await screen.findByText('Lê Văn Thành');
    expect(within(row('Lê Văn Thành')).queryByRole('button', { name: 'Gỡ' })).toBeNull();
    // The owner's row offers nothing: no menu at all.
    expect(within(row('Trần Thị Chủ')).queryByRole('button', { name: 'Thao tác khác' })).toBeNull();
    fireEvent.click(within(row('Lê Văn Thành')).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gỡ' }));
    expect(removed).toEqual(['Lê Văn Thành']);
  });
});
