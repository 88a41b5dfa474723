import { accountApi } from '@kenh/contract';
import { describe, expect, it, vi } from 'vitest';
import { cookies } from '../../testing/cookie-jar';
import { mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { signInAs } from '../../testing/fixtures';
import { BEFORE_LOGOUT_STEP_BUDGET_MS, registerBeforeLogout } from './before-logout';
import { logout } from './logout';

describe('before-logout steps', () => {
  it('run while the session still exists, before the server call; a failing step does not stop logout', async () => {
    signInAs();
    const api = mockFetch([mockEndpoint(accountApi.logout, ok({}))]);
    const seen: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = registerBeforeLogout(({ sessionValid }) => {
      seen.push(`first ${cookies.get('refreshToken')} ${sessionValid} ${api.requests.length}`);
      throw new Error('boom');
    });
    const second = registerBeforeLogout(() => {
      seen.push('second');
    });
    await logout();
    first();
    second();
    expect(seen).toEqual(['first refresh-1 true 0', 'second']);
    expect(api.calls(accountApi.logout)).toHaveLength(1);
    expect(cookies.get('refreshToken')).toBeUndefined();
  });

  it('tell the steps when the session already expired; removed steps do not run', async () => {
    signInAs();
    mockFetch([]);
    const step = vi.fn();
    const removed = vi.fn();
    const unregister = registerBeforeLogout(step);
    registerBeforeLogout(removed)();
    await logout({ notifyServer: false });
    unregister();
    expect(step).toHaveBeenCalledWith({ sessionValid: false });
    expect(removed).not.toHaveBeenCalled();
  });

  it('go on without a step that has not finished within its budget', async () => {
    signInAs();
    const api = mockFetch([mockEndpoint(accountApi.logout, ok({}))]);
    vi.useFakeTimers();
    const unregister = registerBeforeLogout(() => new Promise<void>(() => undefined));
    const done = logout();
    await vi.advanceTimersByTimeAsync(BEFORE_LOGOUT_STEP_BUDGET_MS - 1);
    expect(api.calls(accountApi.logout)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await done;
    unregister();
    expect(api.calls(accountApi.logout)).toHaveLength(1);
    expect(cookies.get('refreshToken')).toBeUndefined();
  });
});
