import { notificationApi } from '@kenh/contract';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms } from '../../../platform/feedback/confirm-store';
import { unmountFeedbackHost } from '../../../platform/feedback/feedback-host';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { syncSession } from '../../../platform/session';
import { cookies } from '../../../testing/cookie-jar';
import { ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN } from '../../../testing/fixtures';
import { pageReload } from '../api/notification-target';
import { notificationServer, sampleNotification } from '../test-support';
import { NotificationPanel, NOTIFICATION_PANEL_WIDTH } from './NotificationPanel';

function PanelHost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open-panel
      </button>
      <output data-testid="panel-state">{open ? 'open' : 'closed'}</output>
      <NotificationPanel open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderPanel(path = '/') {
  return renderShell([{ path: '*', element: <PanelHost /> }], { path });
}

const panel = () => screen.getByRole('dialog', { name: 'Thông báo' });
const items = () => within(panel()).queryAllByTestId('notification-item');
const tab = (name: string) => within(panel()).getByRole('tab', { name });

beforeEach(() => {
  signIn({ permission: ['notification'] });
});

afterEach(() => {
  act(() => {
    cancelAllConfirms();
    unmountFeedbackHost();
  });
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('notification panel (spec §2.12)', () => {
  it('shows the empty state "Chưa có thông báo nào" and asks for page 0 of 20 of the own list', async () => {
    const api = notificationServer([]);
    renderPanel();
    expect(await within(panel()).findByText('Chưa có thông báo nào')).toBeTruthy();
    expect(api.listBodies()[0]).toEqual({ page: 0, page_size: 20, id: 1, system: 'MAIN' });
    expect(within(panel()).queryByRole('button', { name: 'Trang kế tiếp ->' })).toBeNull();
  });

  it('is a 432 px overlay from the right that locks page scrolling while open', async () => {
    notificationServer([]);
    renderPanel();
    await within(panel()).findByText('Chưa có thông báo nào');
    expect(NOTIFICATION_PANEL_WIDTH).toBe(432);
    expect(panel().style.width).toBe('432px');
    expect(panel().style.right).toBe('0px');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.getByTestId('panel-state').textContent).toBe('closed'));
    expect(document.body.style.overflow).toBe('');
  });

  it('lists title, content as markup with line breaks kept (sanitised), time dd/mm/yyyy hh:mm, unseen marked', async () => {
    // happy-dom's parser defeats DOMPurify, so the test checks that the content goes through it.
    const raw = 'Dòng 1\nDòng <b>2</b><img src="x" onerror="alert(1)">';
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockReturnValue('Dòng 1\nDòng <b>2</b><img src="x">');
    notificationServer([
      sampleNotification(1, { content: raw }),
      sampleNotification(2, { status: true, title: 'Đã xem rồi' }),
    ]);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 1');
    expect(sanitize).toHaveBeenCalledWith(raw, expect.anything());
    const [first, second] = items();
    const content = within(first!).getByTestId('notification-content');
    expect(content.style.whiteSpace).toBe('pre-line');
    expect(content.innerHTML).toBe('Dòng 1\nDòng <b>2</b><img src="x">');
    expect(content.querySelector('b')?.textContent).toBe('2');
    expect(within(first!).getByText('05/01/2026 00:30')).toBeTruthy();
    expect(first!.dataset.unseen).toBe('true');
    expect(within(first!).getByRole('img', { name: 'Chưa đọc' })).toBeTruthy();
    expect(second!.dataset.unseen).toBeUndefined();
    expect(within(second!).queryByRole('img', { name: 'Chưa đọc' })).toBeNull();
  });

  it('tabs "Tất cả", "Chưa đọc", "Đã đọc" send no status, 0 and 1, each from page 0', async () => {
    const api = notificationServer([sampleNotification(1), sampleNotification(2, { status: true })]);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 1');
    expect(tab('Tất cả').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab('Chưa đọc'));
    await waitFor(() => expect(api.listBodies().at(-1)).toMatchObject({ page: 0, status: 0 }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(panel()).getByText('Cuộc họp số 1')).toBeTruthy();

    fireEvent.click(tab('Đã đọc'));
    await waitFor(() => expect(api.listBodies().at(-1)).toMatchObject({ page: 0, status: 1 }));
    await within(panel()).findByText('Cuộc họp số 2');
    expect(within(panel()).queryByText('Cuộc họp số 1')).toBeNull();

    fireEvent.click(tab('Tất cả'));
    await waitFor(() => expect(api.listBodies().at(-1)).not.toHaveProperty('status'));
  });

  it('applies the search only when non-blank after trimming, 1000 ms after typing', async () => {
    const api = notificationServer([sampleNotification(1, { title: 'Họp giao ban' }), sampleNotification(2)]);
    renderPanel();
    await within(panel()).findByText('Họp giao ban');
    const box = within(panel()).getByPlaceholderText('Tìm kiếm thông báo');
    const before = api.listBodies().length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    fireEvent.change(box, { target: { value: '  giao   ban ' } });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(api.listBodies()).toHaveLength(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();

    await waitFor(() => expect(api.listBodies()).toHaveLength(before + 1));
    expect(api.listBodies().at(-1)).toMatchObject({ page: 0, keyword: 'giao ban' });
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('loads the next page with "Trang kế tiếp ->" while more exist', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => sampleNotification(100 - i));
    const api = notificationServer(rows);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 100');
    expect(items()).toHaveLength(20);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Trang kế tiếp ->' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(api.listBodies().at(-1)).toMatchObject({ page: 1, page_size: 20 });
    expect(within(panel()).queryByRole('button', { name: 'Trang kế tiếp ->' })).toBeNull();
  });

  it('filters by type: the toggle shows one entry per module, and choosing one sends it from page 0', async () => {
    const api = notificationServer([
      sampleNotification(1),
      sampleNotification(2, { module: 'ORDER', title: 'Đơn hàng mới' }),
    ]);
    renderPanel();
    await within(panel()).findByText('Đơn hàng mới');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Bộ lọc' }));
    const select = await within(panel()).findByTestId('notification-type');
    fireEvent.mouseDown(select.querySelector('.ant-select-content')!);
    const options = await screen.findAllByRole('option');
    // One per notification module (spec §3's, with WAREHOUSE for near-expiry notices).
    expect(options).toHaveLength(13);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Đơn hàng"]')!);
    await waitFor(() => expect(api.listBodies().at(-1)).toMatchObject({ page: 0, module: 'ORDER' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(panel()).getByText('Đơn hàng mới')).toBeTruthy();
  });

  it('mark-all-read does nothing when nothing is unread, otherwise marks the unseen ids', async () => {
    const api = notificationServer([sampleNotification(1, { status: true })]);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 1');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(notificationApi.seen)).toHaveLength(0);

    api.rows.push(sampleNotification(2), sampleNotification(3));
    fireEvent.click(tab('Chưa đọc'));
    await within(panel()).findByText('Cuộc họp số 3');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() => expect(api.calls(notificationApi.seen)).toHaveLength(1));
    expect(api.calls(notificationApi.seen)[0]!.body).toEqual({ list_notifi: [2, 3] });
  });

  it('bulk delete: only read items get a checkbox; select-all picks read ones; "Xóa ngay" needs one; confirm says n', async () => {
    const api = notificationServer([
      sampleNotification(1),
      sampleNotification(2, { status: true }),
      sampleNotification(3, { status: true }),
    ]);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 1');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa hàng loạt' }));
    const [unread, read2, read3] = items();
    expect(within(unread!).queryByRole('checkbox')).toBeNull();
    expect(within(read2!).getByRole('checkbox')).toBeTruthy();
    expect(within(read3!).getByRole('checkbox')).toBeTruthy();

    // Nothing selected: nothing happens.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa ngay' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Bạn chắc chắn muốn xóa/)).toBeNull();
    expect(api.calls(notificationApi.delete)).toHaveLength(0);

    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Chọn tất cả thông báo đã đọc' }));
    expect(within(read2!).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(within(read3!).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa ngay' }));
    expect(await screen.findByText('Bạn chắc chắn muốn xóa 2 thông báo?')).toBeTruthy();
    expect(screen.getByText('Xác nhận Xóa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.calls(notificationApi.delete)).toHaveLength(1));
    expect(api.calls(notificationApi.delete)[0]!.body).toEqual({
      list_notifi: [2, 3],
      user_id: 1,
      system: 'MAIN',
    });
    await waitFor(() => expect(items()).toHaveLength(1));
    // The mode ends after deleting.
    expect(within(panel()).getByRole('button', { name: 'Xóa hàng loạt' })).toBeTruthy();
  });

  it('"Hủy bỏ" leaves bulk mode without deleting', async () => {
    const api = notificationServer([sampleNotification(2, { status: true })]);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 2');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa hàng loạt' }));
    fireEvent.click(within(items()[0]!).getByRole('checkbox'));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Hủy bỏ' }));
    expect(within(items()[0]!).queryByRole('checkbox')).toBeNull();
    expect(api.calls(notificationApi.delete)).toHaveLength(0);
  });

  it('deletes one item after "Bạn chắc chắn muốn xóa thông báo này?"; "Quay lại" keeps it', async () => {
    const api = notificationServer([sampleNotification(1), sampleNotification(2)]);
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 1');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa thông báo: Cuộc họp số 1' }));
    expect(await screen.findByText('Bạn chắc chắn muốn xóa thông báo này?')).toBeTruthy();
    expect(screen.getByText('Xác nhận Xóa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByText('Bạn chắc chắn muốn xóa thông báo này?')).toBeNull());
    expect(api.calls(notificationApi.delete)).toHaveLength(0);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa thông báo: Cuộc họp số 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(api.calls(notificationApi.delete)[0]!.body).toMatchObject({ list_notifi: [1] });
  });

  it('a failed delete closes the panel behind "Thông báo" / "Có lỗi xảy ra"; "Đóng" reopens it', async () => {
    notificationServer([sampleNotification(1)], { failDelete: true });
    renderPanel();
    await within(panel()).findByText('Cuộc họp số 1');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Xóa thông báo: Cuộc họp số 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    const message = await screen.findByText('Có lỗi xảy ra');
    const dialog = message.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Thông báo')).toBeTruthy();
    expect(screen.getByTestId('panel-state').textContent).toBe('closed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.getByTestId('panel-state').textContent).toBe('open'));
  });

  it('a failed seen call shows the failure dialog and does not navigate', async () => {
    notificationServer([sampleNotification(1)], { failSeen: true });
    const view = renderPanel('/product');
    await within(panel()).findByText('Cuộc họp số 1');
    fireEvent.click(within(panel()).getByText('Cuộc họp số 1'));
    await screen.findByText('Có lỗi xảy ra');
    expect(view.path()).toBe('/product');
    expect(screen.getByTestId('panel-state').textContent).toBe('closed');
  });

  it('a click marks the item seen, then opens its target and closes the panel', async () => {
    let pathAtSeen = '';
    let currentPath = () => '';
    const api = notificationServer([sampleNotification(7, { data: { path: '/meeting/7' } })], {
      extra: [
        mockEndpoint(notificationApi.seen, () => {
          pathAtSeen = currentPath();
          return ok({ affected: 1 });
        }),
      ],
    });
    const view = renderPanel('/product');
    currentPath = view.path;
    await within(panel()).findByText('Cuộc họp số 7');
    fireEvent.click(within(panel()).getByText('Cuộc họp số 7'));
    await waitFor(() => expect(view.path()).toBe('/meeting/7'));
    expect(pathAtSeen).toBe('/product');
    expect(api.calls(notificationApi.seen)[0]!.body).toEqual({ list_notifi: [7] });
    expect(screen.getByTestId('panel-state').textContent).toBe('closed');
  });

  it('an already read item navigates without a seen call; English pages open the English target', async () => {
    const api = notificationServer([
      sampleNotification(8, { status: true, data: { path: '/order/export/8' } }),
    ]);
    const view = renderShell([{ path: '*', element: <PanelHost /> }], { path: '/en', locale: 'en' });
    await within(screen.getByRole('dialog', { name: 'Notifications' })).findByText('Cuộc họp số 8');
    fireEvent.click(screen.getByText('Cuộc họp số 8'));
    await waitFor(() => expect(view.path()).toBe('/en/order/export/8'));
    expect(api.calls(notificationApi.seen)).toHaveLength(0);
  });

  it.each([
    ['a deputy general director', 'Phó tổng giám đốc', '/contract-manager/pt/5', '/proposed/PT/6'],
    ['anyone else', 'Trưởng phòng', '/contract-manager/nv/5', '/proposed/PTT/6'],
  ])('opens contract and proposal links in the variant of %s', async (_who, position, contract, proposal) => {
    cookies.set(
      'userAccount',
      JSON.stringify({ ...ADMIN_LOGIN.user, profile: [{ name: 'ad_position', value: position }] }),
    );
    syncSession();
    notificationServer([
      sampleNotification(5, { status: true, title: 'Hợp đồng', data: { path: '/contract-manager/nv/5' } }),
      sampleNotification(6, { status: true, title: 'Đề xuất', data: { path: '/proposed/PTT/6' } }),
    ]);
    const view = renderPanel('/');
    fireEvent.click(await within(panel()).findByText('Hợp đồng'));
    await waitFor(() => expect(view.path()).toBe(contract));
    fireEvent.click(screen.getByRole('button', { name: 'open-panel' }));
    fireEvent.click(await within(panel()).findByText('Đề xuất'));
    await waitFor(() => expect(view.path()).toBe(proposal));
  });

  it('reloads the page fully when the target is in the same section with another last segment', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    notificationServer([
      sampleNotification(9, { status: true, title: 'Cùng mục', data: { path: '/meeting/9' } }),
      sampleNotification(10, { status: true, title: 'Mục khác', data: { path: '/order/export/10' } }),
    ]);
    const view = renderPanel('/meeting/3');
    fireEvent.click(await within(panel()).findByText('Cùng mục'));
    await waitFor(() => expect(view.path()).toBe('/meeting/9'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'open-panel' }));
    fireEvent.click(await within(panel()).findByText('Mục khác'));
    await waitFor(() => expect(view.path()).toBe('/order/export/10'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
