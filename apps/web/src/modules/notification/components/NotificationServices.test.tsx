import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { useUnseenCount } from '../../../platform/layout/unseen-count';
import { resetPushRegistration } from '../api/push-registration';
import { notificationServer, sampleNotification } from '../test-support';
import { NotificationPanel } from './NotificationPanel';
import { NotificationServices } from './NotificationServices';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  connect() {
    act(() => {
      this.onopen?.(new Event('open'));
      this.receive({ type: 'ready' });
    });
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  push(notification: unknown) {
    act(() => this.receive({ type: 'notification', notification }));
  }
  drop() {
    act(() => this.onclose?.({ code: 1006 } as CloseEvent));
  }
}

function UnseenProbe() {
  const [count] = useUnseenCount();
  return <output data-testid="unseen">{count}</output>;
}

const unseen = () => screen.getByTestId('unseen').textContent;
const socket = () => FakeSocket.all.at(-1)!;

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  resetPushRegistration();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn({ permission: ['notification'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification services while signed in', () => {
  it('the bell count is the server total_unseen plus live unseen items since the probe (spec §4)', async () => {
    const api = notificationServer([
      sampleNotification(1),
      sampleNotification(2),
      sampleNotification(3),
      sampleNotification(4, { status: true }),
    ]);
    renderShell(
      <>
        <NotificationServices />
        <UnseenProbe />
      </>,
    );
    await waitFor(() => expect(unseen()).toBe('3'));
    expect(api.listBodies()[0]).toEqual({ page: 0, page_size: 1, id: 1, system: 'MAIN' });
    expect(socket().url).toBe('ws://localhost:3000/notification/api/live');
    socket().connect();
    expect(socket().sent).toEqual([{ type: 'auth', token: 'access-1' }]);

    socket().push(sampleNotification(50));
    expect(unseen()).toBe('4');
    socket().push(sampleNotification(50)); // the same item again
    socket().push(sampleNotification(51, { status: true }));
    socket().push(sampleNotification(52, { user: 2 })); // someone else's
    expect(unseen()).toBe('4');
  });

  it('raises the push registration error on mount but keeps running (no service worker here)', async () => {
    notificationServer([]);
    renderShell(<NotificationServices />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.any(Error)));
  });

  it('live items enter the open list when they match its filter; a reconnect refetches', async () => {
    const api = notificationServer([sampleNotification(1, { status: true })]);
    renderShell(
      <>
        <NotificationServices />
        <UnseenProbe />
        <NotificationPanel open onOpenChange={() => undefined} />
      </>,
    );
    const panel = screen.getByRole('dialog', { name: 'Thông báo' });
    await within(panel).findByText('Cuộc họp số 1');
    socket().connect();
    socket().push(sampleNotification(60, { title: 'Tin mới' }));
    await within(panel).findByText('Tin mới');
    const rows = within(panel).getAllByTestId('notification-item');
    expect(rows.map((row) => row.dataset.id)).toEqual(['60', '1']);
    expect(unseen()).toBe('1');

    // The server now holds it too; a reconnect refetches lists and the probe.
    api.rows.unshift(sampleNotification(60, { title: 'Tin mới' }), sampleNotification(61));
    const before = api.listBodies().length;
    socket().drop();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3000 });
    socket().connect();
    await waitFor(() => expect(api.listBodies().length).toBeGreaterThan(before));
    await within(panel).findByText('Cuộc họp số 61');
    await waitFor(() => expect(unseen()).toBe('2'));
  });

  it('an unseen live item stays out of the "Đã đọc" list', async () => {
    notificationServer([sampleNotification(1, { status: true })]);
    renderShell(
      <>
        <NotificationServices />
        <NotificationPanel open onOpenChange={() => undefined} />
      </>,
    );
    const panel = screen.getByRole('dialog', { name: 'Thông báo' });
    await within(panel).findByText('Cuộc họp số 1');
    act(() => within(panel).getByRole('tab', { name: 'Đã đọc' }).click());
    await within(panel).findByText('Cuộc họp số 1');
    socket().connect();
    socket().push(sampleNotification(70, { title: 'Chưa đọc mới' }));
    socket().push(sampleNotification(71, { title: 'Đã đọc mới', status: true }));
    expect(await within(panel).findByText('Đã đọc mới')).toBeTruthy();
    expect(within(panel).queryByText('Chưa đọc mới')).toBeNull();
  });
});
