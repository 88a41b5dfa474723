import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activeFilter, dateFilter } from './SelectFilter';

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

describe('dateFilter', () => {
  it('shows the day in the address as dd/mm/yyyy and counts as narrowing only while set', () => {
    const url = { query: {}, set: vi.fn(), reset: vi.fn() };
    const unset = dateFilter({ url, field: 'date_from', value: undefined, label: 'Từ ngày' });
    expect(unset).toMatchObject({ key: 'date_from', label: 'Từ ngày', active: false });
    const set = dateFilter({ url, field: 'date_from', value: '2026-11-03', label: 'Từ ngày' });
    expect(set.active).toBe(true);
    render(<>{set.control}</>);
    expect(screen.getByLabelText<HTMLInputElement>('Từ ngày').value).toBe('03/11/2026');
  });

  it('writes a typed day back to its field, and clearing drops it', () => {
    const url = { query: {}, set: vi.fn(), reset: vi.fn() };
    const view = render(
      <>{dateFilter({ url, field: 'as_of', value: '2026-11-03', label: 'Tồn đến ngày' }).control}</>,
    );
    fireEvent.mouseDown(view.container.querySelector('.ant-picker-clear') as HTMLElement);
    fireEvent.click(view.container.querySelector('.ant-picker-clear') as HTMLElement);
    expect(url.set).toHaveBeenCalledWith({ as_of: null });
  });
});
