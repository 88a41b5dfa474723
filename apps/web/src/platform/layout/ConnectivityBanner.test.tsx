import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityBanner, ONLINE_BANNER_MS } from './ConnectivityBanner';
import { renderShell } from './shell-test-utils';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const banner = () => screen.getByTestId('connectivity-banner');

describe('connectivity banner (spec §2.8)', () => {
  it('is hidden while online', () => {
    renderShell(<ConnectivityBanner top={60} />);
    expect(banner().dataset.state).toBe('hidden');
    expect(banner().textContent).toBe('');
  });

  it('says "Bạn đang ngoại tuyến" while offline and slides in from the right below the header', () => {
    renderShell(<ConnectivityBanner top={60} />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner().dataset.state).toBe('offline');
    expect(banner().textContent).toBe('Bạn đang ngoại tuyến');
    expect(banner().style.transform).toBe('translateX(0)');
    expect(banner().style.top).toBe('68px');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(banner().textContent).toBe('Bạn đang ngoại tuyến');
  });

  it('says "Bạn đã trực tuyến trở lại" back online, for 2000 ms', () => {
    renderShell(<ConnectivityBanner />);
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(banner().textContent).toBe('Bạn đã trực tuyến trở lại');
    act(() => void vi.advanceTimersByTime(ONLINE_BANNER_MS - 1));
    expect(banner().dataset.state).toBe('online');
    act(() => void vi.advanceTimersByTime(1));
    expect(banner().dataset.state).toBe('hidden');
    expect(banner().style.transform).toContain('translateX(calc(100%');
  });

  it('going offline again cancels the pending hide', () => {
    renderShell(<ConnectivityBanner />);
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void vi.advanceTimersByTime(5000));
    expect(banner().dataset.state).toBe('offline');
  });

  it('speaks English under /en', () => {
    renderShell(<ConnectivityBanner />, { locale: 'en', path: '/en' });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner().textContent).toBe('You are offline');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(banner().textContent).toBe('You are back online');
  });
});
