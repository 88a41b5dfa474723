import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { antDesignCss } from '../../testing/detached-ant-styles';
import { applyLanguage } from '../i18n';
import { isEmptySelectValue, optionMatches, type SelectOption } from './select-options';
import { dropdownPlacement, SelectField, type SelectFieldProps, type SelectFieldValue } from './SelectField';

const PEOPLE: SelectOption<number>[] = [
  { label: 'Nguyễn Văn Đức', value: 1 },
  { label: 'Trần Thị Hoa', label_child: 'Phòng Kế toán', value: 2 },
  { label: 'Lê Minh', label_child: 'Kho Đà Nẵng', value: 3 },
];

function Controlled(props: Partial<SelectFieldProps<number>>) {
  const [value, setValue] = useState<SelectFieldValue<number>>(props.value ?? null);
  return (
    <SelectField<number>
      options={PEOPLE}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const root = (container: HTMLElement) => container.querySelector('.ant-select') as HTMLElement;
const combobox = () => screen.getByRole<HTMLInputElement>('combobox');
const open = (container: HTMLElement) => {
  fireEvent.mouseDown(container.querySelector('.ant-select-content') as HTMLElement);
};
const search = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option .kenh-select-option > div:first-child')].map(
    (node) => node.textContent,
  );
const message = () => screen.queryByRole('alert')?.textContent;
/**
 * The border colour of this select: Ant Design 6 draws it from the `--ant-color-border` variable,
 * set by the select's own theme scope (a nested ConfigProvider) or else by the global one.
 */
const selectorBorder = (element: HTMLElement) => {
  const scope = element.className.split(' ').find((name) => name.startsWith('css-var-'));
  const css = antDesignCss();
  const borderIn = (selector: string) =>
    new RegExp(`${selector.replace(/[.-]/g, '\\$&')}\\{[^}]*--ant-color-border:(#[0-9a-f]{6})`).exec(
      css,
    )?.[1];
  return borderIn(`.${scope}.ant-select-css-var`) ?? borderIn(`.${scope}`);
};

describe('SelectField states (spec §4)', () => {
  it('is neutral until touched; required and empty then shows a red border and "Vui lòng chọn"', () => {
    const { container } = render(<Controlled required />);
    expect(root(container).className).toContain('kenh-select--neutral');
    expect(message()).toBeUndefined();

    fireEvent.focus(combobox());
    fireEvent.blur(combobox());

    expect(message()).toBe('Vui lòng chọn');
    expect(root(container).className).toContain('ant-select-status-error');
    expect(root(container).className).toContain('kenh-select--error');
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a green border (success) for a chosen value and clears the error', () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled required touched onChange={onChange} />);
    expect(message()).toBe('Vui lòng chọn');

    open(container);
    fireEvent.click(screen.getByTitle('Trần Thị Hoa'));

    expect(onChange).toHaveBeenCalledWith(2);
    expect(message()).toBeUndefined();
    expect(root(container).className).toContain('kenh-select--success');
    expect(root(container).className).not.toContain('ant-select-status-error');
    expect(selectorBorder(root(container))).toBe('#52c41a');
  });

  it('keeps the default border when neutral', () => {
    const { container } = render(<Controlled />);
    expect(selectorBorder(root(container))).toBe('#d9d9d9');
  });

  it('treats an empty array (multiple) as empty and a non-empty one as chosen', () => {
    const { container, rerender } = render(
      <SelectField options={PEOPLE} multiple required touched value={[]} />,
    );
    expect(message()).toBe('Vui lòng chọn');
    rerender(<SelectField options={PEOPLE} multiple required touched value={[1, 3]} />);
    expect(message()).toBeUndefined();
    expect(root(container).className).toContain('kenh-select--success');
  });

  it('shows an outside error in the page language', () => {
    act(() => applyLanguage('en'));
    render(<SelectField options={PEOPLE} required touched value={null} />);
    expect(message()).toBe('Please choose');
  });

  it('knows what empty means', () => {
    expect([null, undefined, {}, []].map(isEmptySelectValue)).toEqual([true, true, true, true]);
    expect([0, 'a', [0], { value: 1 }].map(isEmptySelectValue)).toEqual([false, false, false, false]);
  });
});

describe('SelectField list', () => {
  it('shows "Không có dữ liệu" for an empty list, "No data" in English, or a given text', () => {
    const first = render(<SelectField options={[]} />);
    open(first.container);
    expect(screen.getByText('Không có dữ liệu')).toBeTruthy();
    first.unmount();

    act(() => applyLanguage('en'));
    const second = render(<SelectField options={[]} />);
    open(second.container);
    expect(screen.getByText('No data')).toBeTruthy();
    second.unmount();

    const third = render(<SelectField options={[]} noDataText="Chưa có kho" />);
    open(third.container);
    expect(screen.getByText('Chưa có kho')).toBeTruthy();
  });

  it('searches ignoring case and diacritics, in the label or the child label', () => {
    const { container } = render(<Controlled />);
    open(container);
    expect(shownOptions()).toEqual(['Nguyễn Văn Đức', 'Trần Thị Hoa', 'Lê Minh']);

    search('duc');
    expect(shownOptions()).toEqual(['Nguyễn Văn Đức']);
    search('HOA');
    expect(shownOptions()).toEqual(['Trần Thị Hoa']);
    search('ke toan');
    expect(shownOptions()).toEqual(['Trần Thị Hoa']);
    search('đà nẵng');
    expect(shownOptions()).toEqual(['Lê Minh']);
    search('xyz');
    expect(shownOptions()).toEqual([]);
    expect(screen.getByText('Không có dữ liệu')).toBeTruthy();
  });

  it('matches options with the shared folding', () => {
    expect(optionMatches({ label: 'Trần Thị Hoa', label_child: 'Phòng Kế toán' }, 'KẾ TOÁN')).toBe(true);
    expect(optionMatches({ label: 'Trần Thị Hoa' }, 'ke toan')).toBe(false);
  });

  it('highlights the matched characters when highlighting is on, even for a query without marks', () => {
    const { container } = render(<Controlled highlight />);
    open(container);
    search('duc');
    const marks = [...document.querySelectorAll('.ant-select-dropdown mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Đức']);

    search('toan');
    expect([...document.querySelectorAll('.ant-select-dropdown mark')].map((m) => m.textContent)).toEqual([
      'toán',
    ]);
  });

  it('does not highlight when highlighting is off', () => {
    const { container } = render(<Controlled />);
    open(container);
    search('duc');
    expect(shownOptions()).toEqual(['Nguyễn Văn Đức']);
    expect(document.querySelectorAll('.ant-select-dropdown mark')).toHaveLength(0);
  });

  it('is 200 px wide by default and lists at most 200 px', () => {
    const { container } = render(<SelectField options={PEOPLE} />);
    expect(root(container).style.width).toBe('200px');
    open(container);
    const list = document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder');
    expect(list?.style.maxHeight).toBe('200px');
  });
});

describe('SelectField dropdown placement (spec §9)', () => {
  it('opens upwards when less than 200 px remain below the field', () => {
    expect(dropdownPlacement({ bottom: 500 }, 768)).toBe('bottomLeft');
    expect(dropdownPlacement({ bottom: 568 }, 768)).toBe('bottomLeft');
    expect(dropdownPlacement({ bottom: 569 }, 768)).toBe('topLeft');
  });

  it.each([
    [100, false],
    [window.innerHeight - 150, true],
  ])('a field whose bottom is at %d px opens upwards: %s', (bottom, up) => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0,
      y: bottom - 32,
      top: bottom - 32,
      bottom,
      left: 0,
      right: 200,
      width: 200,
      height: 32,
      toJSON: () => ({}),
    });
    const { container } = render(<SelectField options={PEOPLE} />);
    open(container);
    const popup = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(popup.classList.contains('kenh-select-popup--up')).toBe(up);
  });
});
