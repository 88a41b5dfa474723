import { useEffect, useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DefaultLayout } from '../layout/layouts';
import { renderShell } from '../layout/shell-test-utils';
import { unmountFeedbackHost } from './feedback-host';
import { toast } from './toast';
import { toastClearance } from './toast-clearance';
import { clearToasts, TOAST_DURATION_MS } from './toast-store';

afterEach(() => {
  act(() => {
    clearToasts();
    unmountFeedbackHost();
  });
});

function topRight() {
  return document.querySelector<HTMLElement>('[data-placement="top-right"]');
}

/** A status action bar at 90–130 px from the window's top (happy-dom lays nothing out). */
function StatusBar() {
  return (
    <div
      {...toastClearance}
      ref={(element) => {
        if (element)
          element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 90, width: 300, height: 40 });
      }}
    >
      <button type="button">Rút lại</button>
    </div>
  );
}

function FormPage() {
  const [bar, setBar] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBar(true)}>
        Chọn
      </button>
      {bar && <StatusBar />}
    </>
  );
}

/** The record's page: its status actions come with its data, a moment after the page opens. */
function RecordPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <StatusBar /> : <p>Đang tải…</p>;
}

function renderPages() {
  return renderShell(
    [
      {
        element: <DefaultLayout />,
        children: [
          { path: '/order/create', element: <FormPage /> },
          { path: '/order/1', element: <RecordPage /> },
        ],
      },
    ],
    { path: '/order/create' },
  );
}

/** Two animation frames: the toaster re-measures at most once a frame. */
function frames() {
  return act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('toasts and the page under them (spec §2.8)', () => {
  it('move clear of the action bar of the page a save opens while they show', async () => {
    const app = renderPages();
    act(() => {
      toast.success('Đã gửi duyệt đơn DH000001');
    });
    expect(topRight()!.style.top).toBe('76px');
    await act(() => app.router.navigate('/order/1'));
    await screen.findByRole('button', { name: 'Rút lại' });
    // Well before the toast's own time is up (its leaving would re-render the toaster anyway).
    await waitFor(() => expect(topRight()!.style.top).toBe('138px'), { timeout: TOAST_DURATION_MS / 4 });
  });

  it('raised just after the page changed, follow that page as it renders', async () => {
    const app = renderPages();
    await act(() => app.router.navigate('/order/1'));
    act(() => {
      toast.success('Đã gửi duyệt đơn DH000001');
    });
    await screen.findByRole('button', { name: 'Rút lại' });
    await waitFor(() => expect(topRight()!.style.top).toBe('138px'), { timeout: TOAST_DURATION_MS / 4 });
  });

  it('stay where they are when a bar opens on the same page (never under the pointer mid-click)', async () => {
    renderPages();
    act(() => {
      toast.success('Đã lưu');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }));
    await screen.findByRole('button', { name: 'Rút lại' });
    await frames();
    expect(topRight()!.style.top).toBe('76px');
    // A toast raised now lands clear of the bar.
    act(() => {
      toast.info('Đã chọn');
    });
    expect(topRight()!.style.top).toBe('138px');
  });
});
