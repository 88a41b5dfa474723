import { notificationApi, accountApi } from '@kenh/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback/feedback-host';
import { registerBeforeLogout } from '../../../platform/session/before-logout';
import { logout } from '../../../platform/session/logout';
import { cookies } from '../../../testing/cookie-jar';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { signInAs, STAFF_LOGIN } from '../../../testing/fixtures';
import { registerPushToken } from './push-registration';
import { deletePushTokens, PUSH_TOKEN_STORAGE_KEY } from './push-tokens';

const SUBSCRIPTION = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };

function stubPushBrowser(permission: NotificationPermission, { subscribe = true } = {}) {
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(null)),
    subscribe: vi.fn(() =>
      subscribe
        ? Promise.resolve({ toJSON: () => SUBSCRIPTION })
        : Promise.reject(new DOMException('Registration failed', 'AbortError')),
    ),
  };
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve({})),
    ready: Promise.resolve({ pushManager }),
    getRegistration: vi.fn(() => Promise.resolve(undefined)),
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker }));
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(() => Promise.resolve(permission));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { pushManager, serviceWorker, requestPermission };
}

function pushServer() {
  return mockFetch([
    mockEndpoint(
      notificationApi.vapidPublicKey,
      ok({
        public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      }),
    ),
    mockEndpoint(
      notificationApi.createOrUpdateToken,
      ok({
        id: 31,
        device_token: JSON.stringify(SUBSCRIPTION),
        user: 9,
        system: 1,
        type: 'web',
        created_at: '2026-01-04T00:00:00Z',
        updated_at: '2026-01-04T00:00:00Z',
      }),
    ),
  ]);
}

beforeEach(() => {
  signInAs(STAFF_LOGIN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => unmountFeedbackHost());
});

describe('push registration (spec §4, §8, §9)', () => {
  it('granted and nothing stored: subscribes with the VAPID key and registers the token once', async () => {
    const browser = stubPushBrowser('granted');
    const api = pushServer();
    await expect(registerPushToken(9)).resolves.toBe('registered');
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('push-sw.js', { scope: './' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({
        userVisibleOnly: true,
        applicationServerKey: expect.any(Uint8Array) as unknown,
      }),
    );
    const calls = api.calls(notificationApi.createOrUpdateToken);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      device_token: JSON.stringify(SUBSCRIPTION),
      is_check_unique: true,
      user: 9,
      system: 1,
      type: 'web',
    });
    expect(localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('[31]');

    // A second time finds the stored id and calls nothing.
    await expect(registerPushToken(9)).resolves.toBe('already-stored');
    expect(api.calls(notificationApi.createOrUpdateToken)).toHaveLength(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('asks for the permission when undecided and registers once granted', async () => {
    const browser = stubPushBrowser('default');
    browser.requestPermission.mockResolvedValue('granted');
    pushServer();
    await expect(registerPushToken(9)).resolves.toBe('registered');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('a token stored locally: no call at all', async () => {
    localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, '[12]');
    const browser = stubPushBrowser('granted');
    const api = pushServer();
    await expect(registerPushToken(9)).resolves.toBe('already-stored');
    expect(api.requests).toHaveLength(0);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('denied: a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubPushBrowser('denied');
    const api = pushServer();
    await expect(registerPushToken(9)).resolves.toBe('denied');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('no token obtained: a console error only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubPushBrowser('granted', { subscribe: false });
    const api = pushServer();
    await expect(registerPushToken(9)).resolves.toBe('no-token');
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    expect(api.calls(notificationApi.createOrUpdateToken)).toHaveLength(0);
    expect(localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('no service worker support: raises an Error', async () => {
    vi.stubGlobal('navigator', Object.create(null) as Navigator);
    await expect(registerPushToken(9)).rejects.toThrow(Error);
  });
});

describe('push tokens at logout (spec §7, §8)', () => {
  it('deletes the stored tokens before the session is cleared', async () => {
    localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, '[12,13]');
    let sessionAtDelete: string | undefined;
    const api = mockFetch([
      mockEndpoint(notificationApi.deleteToken, () => {
        sessionAtDelete = cookies.get('accessToken');
        return ok({ affected: 2 });
      }),
      mockEndpoint(accountApi.logout, ok({})),
    ]);
    const unregister = registerBeforeLogout((context) => deletePushTokens(context, { pauseMs: 0 }));
    try {
      await logout();
    } finally {
      unregister();
    }
    const deletes = api.calls(notificationApi.deleteToken);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.body).toEqual({ list_id_token: [12, 13] });
    expect(deletes[0]!.headers.get('Authorization')).toBe('Bearer access-9');
    expect(sessionAtDelete).toBe('access-9');
    expect(api.requests.map((r) => r.path)).toEqual([
      '/notification/api/delete_token',
      '/account/api/logout',
    ]);
    expect(cookies.get('refreshToken')).toBeUndefined();
    expect(localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  // The step itself, not through logout(): files share a worker, and a logout another file's
  // lingering connection starts would be joined instead (before-logout.test.ts proves a failing or
  // stalled step never stops the logout).
  it('a failed deletion shows "Có lỗi xảy ra khi xóa token FCM", keeps the ids and does not throw', async () => {
    localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, '[12]');
    const api = mockFetch([mockEndpoint(notificationApi.deleteToken, fail(500, 'boom'))]);
    await deletePushTokens({ sessionValid: true }, { pauseMs: 0 });
    expect(await screen.findByText('Có lỗi xảy ra khi xóa token FCM')).toBeTruthy();
    expect(api.calls(notificationApi.deleteToken)).toHaveLength(1);
    expect(localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('[12]');
  });

  it('nothing stored: no call', async () => {
    const api = mockFetch([mockEndpoint(accountApi.logout, ok({}))]);
    await deletePushTokens({ sessionValid: true }, { pauseMs: 0 });
    expect(api.requests).toHaveLength(0);
  });
});
