import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute } from './module-registry';
import { linkPath, prefetchAllowed, startPrefetch } from './prefetch';
import type { ModuleRoute } from './routes';

function route(path: string): ModuleRoute & { page: ReturnType<typeof vi.fn> } {
  const page = vi.fn(() => Promise.resolve(() => null));
  return { path, access: 'signed-in', layout: 'default', page };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prefetch (spec §9)', () => {
  it('is skipped on 2g and data-saver connections', () => {
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: '3g' } })).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it('reads app paths from hash and memory-router links', () => {
    expect(linkPath('#/en/order/export/5?x=1')).toBe('/en/order/export/5');
    expect(linkPath('/my-account')).toBe('/my-account');
    expect(linkPath('https://example.com/x')).toBeUndefined();
    expect(linkPath('//evil.example')).toBeUndefined();
    expect(linkPath(null)).toBeUndefined();
  });

  it('finds the declared route of a path in either language', () => {
    const routes = [route('/'), route('/order/export/:id'), route('/product/price-list/:id?')];
    expect(findRoute(routes, '/en/order/export/7')).toBe(routes[1]);
    expect(findRoute(routes, '/product/price-list')).toBe(routes[2]);
    expect(findRoute(routes, '/en')).toBe(routes[0]);
    expect(findRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('ranks a static segment above a parameter declared earlier, as the router does', () => {
    const routes = [route('/my-setting/:id?'), route('/my-setting/flow-order')];
    expect(findRoute(routes, '/my-setting/flow-order')).toBe(routes[1]);
    expect(findRoute(routes, '/en/my-setting/role')).toBe(routes[0]);
    expect(findRoute(routes, '/my-setting')).toBe(routes[0]);
  });

  it('fetches the chunk of a link the pointer rests on, once', () => {
    const account = route('/my-account');
    const stop = startPrefetch(
      () => [account],
      () => () => undefined,
    );
    document.body.innerHTML = '<a href="#/en/my-account"><span id="inner">Tài khoản</span></a>';
    const inner = document.getElementById('inner')!;
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    inner.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(account.page).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fetches nothing when the connection is slow or saves data', () => {
    const account = route('/my-account');
    const stop = startPrefetch(
      () => [account],
      () => () => undefined,
      { allowed: () => false },
    );
    document.body.innerHTML = '<a id="link" href="#/my-account">x</a>';
    document.getElementById('link')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(account.page).not.toHaveBeenCalled();
    stop();
  });

  it('fetches the chunks of the links on the page when the browser is idle after a navigation', async () => {
    vi.useFakeTimers();
    const a = route('/a');
    const b = route('/b');
    let navigated = () => undefined as void;
    const stop = startPrefetch(
      () => [a, b],
      (listener) => {
        navigated = listener;
        return () => undefined;
      },
    );
    document.body.innerHTML = '<a href="#/a">a</a><a href="#/b">b</a><a href="#/c">c</a>';
    navigated();
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.page).toHaveBeenCalledTimes(1);
    expect(b.page).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});
