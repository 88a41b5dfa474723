import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleNotification } from '../test-support';
import {
  connectLive,
  liveBackoff,
  liveChannelUrl,
  type LiveConnectionOptions,
  type LiveSocket,
} from './live-connection';

class FakeSocket implements LiveSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed = false;
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
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const last = () => FakeSocket.all.at(-1)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(patch: Partial<LiveConnectionOptions> = {}) {
  let token = 'access-1';
  const options = {
    url: 'ws://localhost/notification/api/live',
    getToken: () => token,
    refresh: vi.fn(() => {
      token = 'access-2';
      return Promise.resolve(true);
    }),
    onNotification: vi.fn(),
    onReady: vi.fn(),
    createSocket: (url: string) => new FakeSocket(url),
    ...patch,
  };
  const connection = connectLive(options);
  return { options, connection };
}

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live channel', () => {
  it('builds ws/wss addresses on the API origin', () => {
    expect(liveChannelUrl('', { href: 'https://kenh.vn/#/login' })).toBe(
      'wss://kenh.vn/notification/api/live',
    );
    expect(liveChannelUrl('', { href: 'http://localhost:5173/' })).toBe(
      'ws://localhost:5173/notification/api/live',
    );
    expect(liveChannelUrl('https://api.kenh.vn/base/', { href: 'http://x/' })).toBe(
      'wss://api.kenh.vn/base/notification/api/live',
    );
  });

  it('authenticates first, then passes notifications on after ready', () => {
    const { options, connection } = start();
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    last().receive({ type: 'ready' });
    expect(options.onReady).toHaveBeenCalledWith(false);
    const item = sampleNotification(4);
    last().receive({ type: 'notification', notification: item });
    last().receive({ type: 'notification', notification: { id: 'broken' } });
    expect(options.onNotification).toHaveBeenCalledTimes(1);
    expect(options.onNotification).toHaveBeenCalledWith(item);
    connection.close();
    expect(last().closed).toBe(true);
  });

  it('on reauth refreshes the token and reconnects with the new one', async () => {
    const { options } = start();
    last().open();
    last().receive({ type: 'ready' });
    last().receive({ type: 'reauth' });
    expect(FakeSocket.all[0]!.closed).toBe(true);
    await flush();
    expect(options.refresh).toHaveBeenCalledWith('access-1');
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'access-2' }]);
    last().receive({ type: 'ready' });
    expect(options.onReady).toHaveBeenLastCalledWith(true);
  });

  it('on close code 4401 refreshes and reconnects; stops when the session cannot be renewed', async () => {
    const { options } = start({ refresh: vi.fn(() => Promise.resolve(false)) });
    last().open();
    last().drop(4401);
    await flush();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects with growing pauses after a network loss, and reports the reconnection', () => {
    vi.useFakeTimers();
    const { options, connection } = start();
    last().open();
    last().receive({ type: 'ready' });
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(liveBackoff(0));
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(liveBackoff(1) - 1);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().receive({ type: 'ready' });
    expect(options.onReady).toHaveBeenLastCalledWith(true);
    expect(options.refresh).not.toHaveBeenCalled();
    connection.close();
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('caps the pause at 30 s', () => {
    expect(liveBackoff(0)).toBe(1000);
    expect(liveBackoff(3)).toBe(8000);
    expect(liveBackoff(10)).toBe(30_000);
  });
});
