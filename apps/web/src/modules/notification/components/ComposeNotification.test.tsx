import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_MESSAGES, notificationApi, accessApi } from '@kenh/contract';
import { cancelAllConfirms } from '../../../platform/feedback/confirm-store';
import { unmountFeedbackHost } from '../../../platform/feedback/feedback-host';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { fail, ok, type RecordedRequest } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { notificationServer } from '../test-support';
import { ComposeNotification } from './ComposeNotification';
import { NotificationCenter } from './NotificationCenter';

const ACCOUNTS = [
  { value: 7, label: 'Đặng Văn Hải', label_child: 'nvbanhang' },
  { value: 8, label: 'Ngô Thị Lan', label_child: 'ketoan' },
];
const ROOMS = [
  {
    id: 3,
    name: 'Phòng Kinh doanh',
    description: null,
    system_key: 'AD',
    permissions: [],
    module_permission: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    member_count: 4,
  },
];

function composeServer(create: (r: RecordedRequest) => ReturnType<typeof ok> = () => ok({ recipients: 2 })) {
  return notificationServer([], {
    extra: [
      mockEndpoint(notificationApi.getUserNoti, (request) => {
        const search = (request.body as { search?: string }).search?.toLowerCase();
        return ok(
          search
            ? ACCOUNTS.filter((a) => a.label_child.includes(search) || a.label.toLowerCase().includes(search))
            : ACCOUNTS,
        );
      }),
      mockEndpoint(accessApi.listRooms, ok({ results: ROOMS, total: ROOMS.length })),
      mockEndpoint(notificationApi.create, create),
    ],
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Gửi thông báo' });
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Gửi' }));
const openSelect = (id: string) =>
  fireEvent.mouseDown(
    document.querySelector(`#${id}`)!.closest('.ant-select')!.querySelector('.ant-select-content')!,
  );

function renderForm() {
  return renderShell(<ComposeNotification open onClose={() => undefined} />);
}

afterEach(() => {
  act(() => {
    cancelAllConfirms();
    unmountFeedbackHost();
  });
});

describe('compose a notification (notification.create)', () => {
  it('is offered in the notification list only to holders of notification.create', async () => {
    signIn({ permission: ['notification'] });
    composeServer();
    const view = renderShell(<NotificationCenter onOpenTarget={() => undefined} />);
    await screen.findByText('Chưa có thông báo nào');
    expect(screen.queryByRole('button', { name: 'Gửi thông báo' })).toBeNull();
    view.unmount();

    signIn({ permission: ['notification', 'notification.create'] });
    renderShell(<NotificationCenter onOpenTarget={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByRole('dialog', { name: 'Gửi thông báo' })).toBeTruthy();
  });

  it('requires title, content and at least one recipient (the contract messages)', async () => {
    signIn({ permission: ['notification', 'notification.create'] });
    const api = composeServer();
    renderForm();
    submit();
    await waitFor(() =>
      expect(within(dialog()).getAllByText(ALL_MESSAGES['validation.required'].vi)).toHaveLength(2),
    );
    expect(within(dialog()).getByText(ALL_MESSAGES['notification.recipients_required'].vi)).toBeTruthy();
    expect(api.calls(notificationApi.create)).toHaveLength(0);

    // Choosing a whole system is enough; the recipients message goes at once.
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Khách hàng (KH)' }));
    await waitFor(() =>
      expect(within(dialog()).queryByText(ALL_MESSAGES['notification.recipients_required'].vi)).toBeNull(),
    );
    // A path must start with "/".
    fireEvent.change(field('Đường dẫn trong ứng dụng (không bắt buộc)'), { target: { value: 'my-account' } });
    fireEvent.blur(field('Đường dẫn trong ứng dụng (không bắt buộc)'));
    expect(await within(dialog()).findByText(ALL_MESSAGES['notification.path_invalid'].vi)).toBeTruthy();
  });

  it('sends the contract body: module, title, content, path, users, rooms, systems; toasts the count', async () => {
    signIn({ permission: ['notification', 'notification.create', 'role'] });
    const api = composeServer();
    renderForm();

    openSelect('compose-module');
    fireEvent.click(await screen.findByTitle('Cuộc họp'));
    fireEvent.change(field('Tiêu đề'), { target: { value: 'Thông báo họp' } });
    fireEvent.change(field('Nội dung'), { target: { value: 'Dòng 1\n<b>Dòng 2</b>' } });
    fireEvent.change(field('Đường dẫn trong ứng dụng (không bắt buộc)'), {
      target: { value: '/my-account' },
    });

    // Accounts: the server searches what is typed (debounced).
    openSelect('compose-users');
    fireEvent.input(document.querySelector('#compose-users')!, { target: { value: 'ketoan' } });
    await waitFor(() =>
      expect(api.calls(notificationApi.getUserNoti).at(-1)?.body).toEqual({
        search: 'ketoan',
        limit: 50,
      }),
    );
    fireEvent.click(await screen.findByTitle('Ngô Thị Lan'));

    openSelect('compose-rooms');
    fireEvent.click(await screen.findByTitle('Phòng Kinh doanh'));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Kế toán (KT)' }));

    submit();
    await waitFor(() => expect(api.calls(notificationApi.create)).toHaveLength(1));
    expect(api.calls(notificationApi.create)[0]!.body).toEqual({
      module: 'MEETING',
      title: 'Thông báo họp',
      content: 'Dòng 1\n<b>Dòng 2</b>',
      path: '/my-account',
      recipients: { users: [8], rooms: [3], systems: ['KT'] },
    });
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain(ALL_MESSAGES['notification.sent'].vi);
    expect(toast.textContent).toContain('Số người nhận: 2');
  });

  it('hides the rooms without the permission to list them and sends no path when left empty', async () => {
    signIn({ permission: ['notification', 'notification.create'] });
    const api = composeServer();
    renderForm();
    expect(within(dialog()).queryByLabelText('Phòng')).toBeNull();
    fireEvent.change(field('Tiêu đề'), { target: { value: 'A' } });
    fireEvent.change(field('Nội dung'), { target: { value: 'B' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Nhân viên văn phòng (AD)' }));
    submit();
    await waitFor(() => expect(api.calls(notificationApi.create)).toHaveLength(1));
    expect(api.calls(notificationApi.create)[0]!.body).toEqual({
      module: 'DEFAULT',
      title: 'A',
      content: 'B',
      path: null,
      recipients: { users: [], rooms: [], systems: ['AD'] },
    });
    expect(api.calls(accessApi.listRooms)).toHaveLength(0);
  });

  it("shows the server's message, and its field errors under the fields", async () => {
    signIn({ permission: ['notification', 'notification.create'] });
    let answer = fail(400, 'Dữ liệu không hợp lệ', [
      { field: 'title', message: 'Tiêu đề trống sau khi lọc' },
    ]);
    composeServer(() => answer);
    renderForm();
    fireEvent.change(field('Tiêu đề'), { target: { value: '<script>x</script>' } });
    fireEvent.change(field('Nội dung'), { target: { value: 'B' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Khách hàng (KH)' }));
    submit();
    expect(await within(dialog()).findByText('Tiêu đề trống sau khi lọc')).toBeTruthy();

    answer = fail(422, ALL_MESSAGES['notification.recipients_empty'].vi);
    fireEvent.change(field('Tiêu đề'), { target: { value: 'Tiêu đề' } });
    submit();
    const alert = await within(dialog()).findByText(ALL_MESSAGES['notification.recipients_empty'].vi);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });
});
