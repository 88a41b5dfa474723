import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagingFields, type Page } from '@kenh/contract';
import { TOAST_CLEARANCE_ATTRIBUTE } from '../feedback/toast-clearance';
import { renderShell, setViewport, signIn } from '../layout/shell-test-utils';
import { columnStorageKey } from './column-visibility';
import { ListPage } from './ListPage';
import type { ListColumn } from './list-columns';
import { SEARCH_DEBOUNCE_MS } from './SearchBox';
import { useUrlQuery } from './url-query';

const query = z.object({
  ...pagingFields,
  search: z.string().optional(),
  region: z.enum(['north', 'south']).optional(),
  sort: z.enum(['name', '-name']).optional(),
});

interface Row {
  id: number;
  name: string;
  phone: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Hà Nội 1', phone: '0901000001' },
  { id: 2, name: 'Đà Nẵng', phone: '0901000002' },
];

const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Tên', render: (r) => r.name, alwaysVisible: true, sortField: 'name', inCard: false },
  { key: 'phone', title: 'Điện thoại', render: (r) => r.phone },
];

/** The page under test; `seen` records every query the list asked for. */
function TestList({ seen, summary }: { seen: z.output<typeof query>[]; summary?: string }) {
  const url = useUrlQuery(query);
  seen.push(url.query);
  const data: Page<Row> = { results: ROWS, total: 45 };
  return (
    <ListPage
      listId="test.rows"
      title="Danh sách"
      url={url}
      result={{ data, isLoading: false, isFetching: false, error: null }}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => r.name}
      searchPlaceholder="Tìm"
      filters={[
        {
          key: 'region',
          label: 'Miền',
          active: url.query.region !== undefined,
          control: <button onClick={() => url.set({ region: 'south' })}>Miền Nam</button>,
        },
      ]}
      rowActions={[{ key: 'delete', label: 'Xóa', danger: true, onClick: () => undefined }]}
      {...(summary ? { summary: <p>{summary}</p> } : {})}
    />
  );
}

/** A list whose bulk action moves the chosen rows off it (like approving orders waiting for me). */
function BulkList() {
  const url = useUrlQuery(query);
  const [rows, setRows] = useState(ROWS);
  return (
    <ListPage
      listId="test.bulk"
      title="Danh sách"
      url={url}
      result={{
        data: { results: rows, total: rows.length },
        isLoading: false,
        isFetching: false,
        error: null,
      }}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => r.name}
      bulkActions={[
        {
          key: 'done',
          label: 'Xử lý',
          run: (chosen) => setRows((all) => all.filter((r) => !chosen.includes(r))),
        },
      ]}
    />
  );
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

afterEach(() => setViewport(1440));

describe('ListPage', () => {
  it('forgets selected rows that a bulk action moved off the list', async () => {
    renderShell(<BulkList />, { path: '/list' });
    const row = (await screen.findByText('Đà Nẵng')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    const bar = await screen.findByRole('toolbar', { name: 'Đã chọn 1' });
    // Toasts stack clear of the bulk actions and of the list's own actions (columns, export).
    expect(bar.hasAttribute(TOAST_CLEARANCE_ATTRIBUTE)).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Cột hiển thị' }).closest(`[${TOAST_CLEARANCE_ATTRIBUTE}]`),
    ).not.toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Xử lý' }));
    await waitFor(() => expect(screen.queryByText('Đà Nẵng')).toBeNull());
    expect(screen.queryByRole('toolbar', { name: /Đã chọn/ })).toBeNull();
  });

  it('reads filters, sort and paging from the address with the endpoint schema and writes them back', async () => {
    const seen: z.output<typeof query>[] = [];
    const { router } = renderShell(<TestList seen={seen} />, {
      path: '/list?search=da%20nang&region=south&page=1&sort=-name&page_size=abc',
    });
    expect(await screen.findByText('Đà Nẵng')).toBeTruthy();
    // A bad value falls back to its default instead of failing the list.
    expect(seen.at(-1)).toEqual({
      page: 1,
      page_size: 20,
      search: 'da nang',
      region: 'south',
      sort: '-name',
    });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('da nang');

    fireEvent.click(screen.getByRole('listitem', { name: '1' }));
    await waitFor(() => expect(search(router).get('page')).toBeNull());
    expect(seen.at(-1)?.page).toBe(0);
  });

  it('searches as the user types, once, ~300 ms after the last key, and goes back to page one', async () => {
    const seen: z.output<typeof query>[] = [];
    const { router } = renderShell(<TestList seen={seen} />, { path: '/list?page=2' });
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ha' } });
    fireEvent.change(box, { target: { value: 'ha noi' } });
    expect(search(router).get('search')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(search(router).get('search')).toBe('ha noi');
    expect(search(router).get('page')).toBeNull();
  });

  it('remembers hidden columns per user and list', async () => {
    signIn();
    const first = renderShell(<TestList seen={[]} />, { path: '/list' });
    expect(await screen.findByRole('columnheader', { name: 'Điện thoại' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cột hiển thị' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Điện thoại' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Điện thoại' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(columnStorageKey(1, 'test.rows')) ?? '[]')).toEqual(['phone']);
    first.unmount();

    renderShell(<TestList seen={[]} />, { path: '/list' });
    expect(await screen.findByRole('columnheader', { name: 'Tên' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Điện thoại' })).toBeNull();
  });

  it('puts row actions in one "…" menu per row', async () => {
    renderShell(<TestList seen={[]} />, { path: '/list' });
    const row = (await screen.findByText('Hà Nội 1')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Xóa' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
    expect(await screen.findByRole('menuitem', { name: 'Xóa' })).toBeTruthy();
  });

  it("shows the record's summary between the title and the table, on phones above the cards", async () => {
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const first = renderShell(<TestList seen={[]} summary="Mã KV003-01" />, { path: '/list' });
    const summary = await screen.findByText('Mã KV003-01');
    expect(follows(screen.getByRole('heading', { name: 'Danh sách' }), summary)).toBe(true);
    expect(follows(summary, screen.getAllByRole('table')[0] as HTMLElement)).toBe(true);
    first.unmount();

    setViewport(390);
    renderShell(<TestList seen={[]} summary="Mã KV003-01" />, { path: '/list' });
    expect(follows(await screen.findByText('Mã KV003-01'), screen.getByTestId('list-cards'))).toBe(true);
  });

  it('below 768 px shows cards and folds the filters into one "Bộ lọc" panel with the active count', async () => {
    setViewport(390);
    renderShell(<TestList seen={[]} />, { path: '/list?region=south' });
    const cards = await screen.findByTestId('list-cards');
    expect(within(cards).getByText('Hà Nội 1')).toBeTruthy();
    expect(within(cards).getByText('0901000002')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Miền Nam' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc \(1\)/ }));
    expect(await screen.findByRole('button', { name: 'Miền Nam' })).toBeTruthy();
  });
});
