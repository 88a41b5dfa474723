import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activeFilter } from './SelectFilter';

const LABELS = {
  status: 'Trạng thái',
  allStatuses: 'Mọi trạng thái',
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

const urlWith = (isActive: boolean | undefined) => ({
  query: { is_active: isActive },
  set: vi.fn(),
  reset: vi.fn(),
});

function renderFilter(isActive: boolean | undefined) {
  const url = urlWith(isActive);
  const filter = activeFilter(url, LABELS);
  const view = render(<>{filter.control}</>);
  return { url, filter, view };
}

describe('activeFilter (a selectFilter)', () => {
  it('counts as narrowing the list only when the address has is_active', () => {
    expect(activeFilter(urlWith(undefined), LABELS)).toMatchObject({
      key: 'is_active',
      label: 'Trạng thái',
      active: false,
    });
    expect(activeFilter(urlWith(false), LABELS).active).toBe(true);
  });

  it('shows the status in the address and writes the chosen one back', () => {
    const { url, view } = renderFilter(false);
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toBeTruthy();
    expect(view.container.querySelector('.ant-select-content-has-value')?.textContent).toBe(
      'Ngừng hoạt động',
    );

    fireEvent.mouseDown(view.container.querySelector('.ant-select-content') as HTMLElement);
    fireEvent.click(screen.getByTitle('Đang hoạt động'));
    expect(url.set).toHaveBeenCalledWith({ is_active: 'true' });
  });

  it('shows "all" when unfiltered, and clearing drops is_active from the address', () => {
    const all = renderFilter(undefined);
    expect(all.view.container.querySelector('.ant-select-placeholder')?.textContent).toBe('Mọi trạng thái');
    all.view.unmount();

    const { url, view } = renderFilter(true);
    fireEvent.click(view.container.querySelector('.ant-select-clear') as HTMLElement);
    expect(url.set).toHaveBeenCalledWith({ is_active: null });
  });
});
