import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../i18n';
import { confirm } from './confirm';
import { cancelAllConfirms, CONFIRM_MIN_HEIGHT, CONFIRM_WIDTH } from './confirm-store';
import { unmountFeedbackHost } from './feedback-host';

afterEach(() => {
  act(() => {
    cancelAllConfirms();
    unmountFeedbackHost();
  });
});

async function ask(options: Parameters<typeof confirm>[0]) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  await screen.findByRole('dialog');
  // Wrapped: an async function returning the promise would wait for the answer itself.
  return { answer };
}

describe('confirm dialog (spec §2.8)', () => {
  it('shows title and content with the default buttons "Xác nhận" and "Quay lại"; confirm resolves true', async () => {
    const { answer } = await ask({ title: 'Xác nhận Xóa', content: 'Bạn chắc chắn muốn xóa thông báo này?' });
    expect(screen.getByText('Xác nhận Xóa')).toBeTruthy();
    expect(screen.getByText('Bạn chắc chắn muốn xóa thông báo này?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByText('Xác nhận Xóa')).toBeNull());
  });

  it('resolves false with the back button', async () => {
    const { answer } = await ask({ title: 'Xóa?' });
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false with the close icon', async () => {
    const { answer } = await ask({ title: 'Xóa?' });
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    await expect(answer).resolves.toBe(false);
  });

  it('uses the given button texts', async () => {
    const { answer } = await ask({ title: 'Gửi?', okText: 'Gửi ngay', cancelText: 'Hủy bỏ' });
    expect(screen.queryByRole('button', { name: 'Xác nhận' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi ngay' }));
    await expect(answer).resolves.toBe(true);
  });

  it('is at most 400 px wide with a content at least 225 px high', async () => {
    await ask({ title: 'Kích thước' });
    expect(CONFIRM_WIDTH).toBe(400);
    expect(CONFIRM_MIN_HEIGHT).toBe(225);
    const modal = document.querySelector<HTMLElement>('.ant-modal')!;
    expect(modal.style.width).toBe('400px');
    expect(document.querySelector<HTMLElement>('.ant-modal-container')!.style.minHeight).toBe('225px');
  });

  it('shows dialogs asked at once one after the other', async () => {
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'Một' });
      second = confirm({ title: 'Hai' });
    });
    await screen.findByText('Một');
    expect(screen.queryByText('Hai')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await expect(first).resolves.toBe(true);
    await screen.findByText('Hai');
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await expect(second).resolves.toBe(false);
  });

  it('has English default buttons in English', async () => {
    applyLanguage('en');
    const { answer } = await ask({ title: 'Delete?' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });
});
