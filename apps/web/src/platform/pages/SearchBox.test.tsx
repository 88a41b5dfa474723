import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('waits the given delay after the last keystroke, then searches the trimmed text once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    render(<SearchBox value="" placeholder="Tìm" onSearch={onSearch} width={200} delayMs={1000} />);
    const box = screen.getByRole('searchbox', { name: 'Tìm' });
    fireEvent.change(box, { target: { value: 'giao' } });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.change(box, { target: { value: ' giao ban ' } });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('giao ban');
  });

  it('searches at once on Enter, and not at all for blanks when nothing is applied', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    render(<SearchBox value="" placeholder="Tìm" onSearch={onSearch} width={200} delayMs={1000} />);
    const box = screen.getByRole('searchbox', { name: 'Tìm' });
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'ha noi' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(onSearch).toHaveBeenCalledWith('ha noi');
  });
});
