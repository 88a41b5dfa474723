import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, i18next } from '../i18n';
import { FilterPanel, FILTER_PANEL_WIDTH } from './FilterPanel';
import { LOADING_CYCLE_MS, LoadingText } from './LoadingText';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, RequestProgressBar } from './RequestProgressBar';

function withI18n(ui: React.ReactNode) {
  return <I18nextProvider i18n={i18next}>{ui}</I18nextProvider>;
}

describe('loading text (spec §2.8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cycles "Đang tải" with 0 to 3 dots over 3 seconds', () => {
    render(withI18n(<LoadingText />));
    const dots = () => screen.getByTestId('loading-dots').textContent;
    expect(screen.getByRole('status').textContent).toBe('Đang tải');
    const seen: (string | null)[] = [dots()];
    for (let i = 0; i < 4; i++) {
      act(() => void vi.advanceTimersByTime(LOADING_CYCLE_MS / 4));
      seen.push(dots());
    }
    expect(seen).toEqual(['', '.', '..', '...', '']);
    expect(LOADING_CYCLE_MS).toBe(3000);
  });

  it('is "Loading" in English', () => {
    applyLanguage('en');
    render(withI18n(<LoadingText />));
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});

describe('filter panel (spec §2.8)', () => {
  it('slides in from the right, 600 px wide, over a dimmed backdrop; the backdrop closes it', async () => {
    const onClose = vi.fn();
    render(
      withI18n(
        <FilterPanel open onClose={onClose}>
          <p>bộ lọc</p>
        </FilterPanel>,
      ),
    );
    expect(await screen.findByText('bộ lọc')).toBeTruthy();
    expect(screen.getByText('Bộ lọc')).toBeTruthy();
    expect(FILTER_PANEL_WIDTH).toBe(600);
    expect(document.querySelector('.ant-drawer-right')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.ant-drawer-content-wrapper')!.style.width).toBe('600px');
    const mask = document.querySelector<HTMLElement>('.ant-drawer-mask')!;
    expect(mask.style.background).toContain('rgba(0, 0, 0, 0.45)');
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with its close icon', async () => {
    const onClose = vi.fn();
    render(
      withI18n(
        <FilterPanel open onClose={onClose} title="Lọc đơn hàng">
          x
        </FilterPanel>,
      ),
    );
    expect(await screen.findByText('Lọc đơn hàng')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('request progress bar (spec §2.8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const client = new QueryClient();
    let finish: () => void = () => {};
    function Trigger() {
      const mutation = useMutation({
        mutationFn: () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      });
      return (
        <button type="button" onClick={() => mutation.mutate()}>
          go
        </button>
      );
    }
    render(
      withI18n(
        <QueryClientProvider client={client}>
          <RequestProgressBar />
          <Trigger />
        </QueryClientProvider>,
      ),
    );
    const bar = () => screen.getByRole('progressbar', { hidden: true });
    // Query's notifications go through a 0 ms timer: flush them so effects see each change.
    const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
    return {
      bar,
      start: async () => {
        fireEvent.click(screen.getByText('go'));
        await flush();
      },
      finish: async () => {
        await act(() => Promise.resolve(finish()));
        await flush();
      },
    };
  }

  it('is 2 px high and hidden while nothing runs', () => {
    const { bar } = setup();
    expect(bar().style.height).toBe('2px');
    expect(bar().style.opacity).toBe('0');
  });

  it('never shows for requests shorter than 200 ms', async () => {
    const { bar, start, finish } = setup();
    await start();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_THROTTLE_MS - 50));
    await finish();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bar().style.opacity).toBe('0');
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows after 200 ms, grows towards the end over 5000 ms, completes and hides when done', async () => {
    const { bar, start, finish } = setup();
    await start();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_THROTTLE_MS - 1));
    expect(bar().style.opacity).toBe('0');
    await act(() => vi.advanceTimersByTimeAsync(101));
    expect(bar().style.opacity).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_DURATION_MS / 2));
    const half = Number(bar().getAttribute('aria-valuenow'));
    expect(half).toBeGreaterThanOrEqual(45);
    expect(half).toBeLessThanOrEqual(55);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_DURATION_MS * 2));
    expect(Number(bar().getAttribute('aria-valuenow'))).toBe(95);
    await finish();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(bar().style.opacity).toBe('0');
  });
});
