import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applyLanguage } from '../i18n';
import { TextInput, type TextInputProps } from './TextInput';

const input = () => screen.getByRole<HTMLInputElement>('textbox');
const type = (value: string, element: HTMLInputElement = input()) => {
  fireEvent.change(element, { target: { value } });
};
const leave = (element: HTMLInputElement = input()) => {
  fireEvent.focus(element);
  fireEvent.blur(element);
};
const message = () => screen.queryByRole('alert')?.textContent;

function Controlled(props: TextInputProps & { initial?: string | number | null }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<string | number | null>(
    initial ?? (rest.mode === 'number' || rest.mode === 'money' ? null : ''),
  );
  const loose = rest as { onChange?: (v: string | number | null) => void };
  return (
    <>
      <TextInput
        {...rest}
        value={value as never}
        onChange={(next: string | number | null) => {
          setValue(next);
          loose.onChange?.(next);
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(2500000)}>
        set
      </button>
    </>
  );
}
const formValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('TextInput: text mode (spec §5)', () => {
  it('limits text to 255 characters by default, or to maxLength', () => {
    const onChange = vi.fn();
    const { unmount } = render(<TextInput onChange={onChange} />);
    expect(input().maxLength).toBe(255);
    type('x'.repeat(300));
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(255));
    expect(input().value).toHaveLength(255);
    unmount();

    render(<TextInput maxLength={5} onChange={onChange} />);
    expect(input().maxLength).toBe(5);
    type('abcdefgh');
    expect(input().value).toBe('abcde');
  });

  it('trims the value when the field loses focus and reports the trimmed value', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Controlled onChange={onChange} onBlur={onBlur} />);
    type('  Nguyễn Văn An  ');
    expect(formValue()).toBe('  Nguyễn Văn An  ');
    leave();
    expect(input().value).toBe('Nguyễn Văn An');
    expect(formValue()).toBe('Nguyễn Văn An');
    expect(onChange).toHaveBeenLastCalledWith('Nguyễn Văn An');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('validates only when the field loses focus, on the trimmed value', () => {
    const rules = [{ test: (v: string) => v.length > 0, message: 'validation.required' }];
    render(<TextInput rules={rules} />);
    type('   ');
    expect(message()).toBeUndefined();
    leave();
    expect(message()).toBe('Bạn cần điền vào mục này');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().closest('.ant-input-status-error, .ant-input')?.className).toContain(
      'ant-input-status-error',
    );
  });

  it('shows the message of the first failing rule (list of rules, in order)', () => {
    const rules = [
      { test: (v: string) => v.length > 0, message: 'validation.required' },
      { test: (v: string) => v.length >= 3, message: 'Ít nhất 3 ký tự' },
      { test: (v: string) => /^\d+$/.test(v), message: 'Chỉ nhập số' },
    ];
    render(<Controlled rules={rules} />);
    type(' ab ');
    leave();
    expect(message()).toBe('Ít nhất 3 ký tự');
    // Once left, each change re-validates: the next failing rule shows, then none.
    type('abc');
    expect(message()).toBe('Chỉ nhập số');
    type('123');
    expect(message()).toBeUndefined();
  });

  it('shows the first issue of a zod schema, translating contract keys', () => {
    const schema = z
      .string()
      .min(1, { message: 'validation.required' })
      .min(3, { message: 'Ít nhất 3 ký tự' })
      .regex(/^\d+$/, { message: 'Chỉ nhập số' });
    const onValidate = vi.fn();
    render(<TextInput rules={schema} onValidate={onValidate} />);
    leave();
    expect(message()).toBe('Bạn cần điền vào mục này');
    type('ab');
    expect(message()).toBe('Ít nhất 3 ký tự');
    type('abcd');
    leave();
    expect(message()).toBe('Chỉ nhập số');
    expect(onValidate).toHaveBeenLastCalledWith('Chỉ nhập số');
  });

  it('shows an error given from outside, in the page language', () => {
    act(() => applyLanguage('en'));
    render(<TextInput error="validation.email" />);
    expect(message()).toBe('Invalid e-mail address');
  });
});

describe('TextInput: number mode', () => {
  it.each([
    [',5', '0,5', 0.5],
    [',', '0,', 0],
    ['12,5', '12,5', 12.5],
    ['1a2b', '12', 12],
    ['abc', '', null],
    ['1,2,3', '1,23', 1.23],
    ['1,,', '1,', 1],
    ['-3.5', '35', 35],
    ['007', '007', 7],
  ])('typing %j shows %j (value %j)', (typed, shown, value) => {
    render(<Controlled mode="number" />);
    type(typed);
    expect(input().value).toBe(shown);
    expect(formValue()).toBe(value);
  });

  it('drops a second comma typed after the first', () => {
    render(<Controlled mode="number" />);
    type('1,2');
    type('1,2,');
    expect(input().value).toBe('1,2');
    expect(formValue()).toBe(1.2);
  });

  it('drops a dangling comma when the field loses focus', () => {
    render(<Controlled mode="number" />);
    type('12,');
    leave();
    expect(input().value).toBe('12');
    expect(formValue()).toBe(12);
  });

  it('validates the number', () => {
    render(
      <Controlled mode="number" rules={[{ test: (v) => v !== null && v <= 100, message: 'Tối đa 100' }]} />,
    );
    type('150,5');
    leave();
    expect(message()).toBe('Tối đa 100');
  });
});

describe('TextInput: money mode', () => {
  it('groups thousands with dots and exposes the number', () => {
    render(<Controlled mode="money" />);
    type('1234567');
    expect(input().value).toBe('1.234.567');
    expect(formValue()).toBe(1234567);
    type('1.234.5678');
    expect(input().value).toBe('12.345.678');
    expect(formValue()).toBe(12345678);
  });

  it.each([
    ['0', '1', 1],
    ['05', '15', 15],
    ['0500', '1.500', 1500],
    ['12abc3', '123', 123],
    ['-1 000,50', '100.050', 100050],
    ['', '', null],
  ])('typing %j shows %j (value %j)', (typed, shown, value) => {
    render(<Controlled mode="money" />);
    type(typed);
    expect(input().value).toBe(shown);
    expect(formValue()).toBe(value);
  });

  it('refuses amounts above the largest one (8 999 999 999 999 999 by default)', () => {
    render(<Controlled mode="money" />);
    type('8999999999999999');
    expect(input().value).toBe('8.999.999.999.999.999');
    type('89999999999999999');
    expect(input().value).toBe('8.999.999.999.999.999');
    expect(formValue()).toBe(8999999999999999);
  });

  it('respects a smaller max', () => {
    render(<Controlled mode="money" max={1000} />);
    type('999');
    type('9999');
    expect(input().value).toBe('999');
  });

  it('shows a value set from outside, formatted', () => {
    render(<Controlled mode="money" initial={1500} />);
    expect(input().value).toBe('1.500');
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(input().value).toBe('2.500.000');
  });
});

describe('TextInput: password mode', () => {
  const passwordInput = (container: HTMLElement) => container.querySelector('input') as HTMLInputElement;

  it('hides the password and toggles it with a button', () => {
    const { container } = render(<TextInput mode="password" defaultValue="Kenh@2026" />);
    expect(passwordInput(container).type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(passwordInput(container).type).toBe('text');
    expect(passwordInput(container).value).toBe('Kenh@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(passwordInput(container).type).toBe('password');
  });

  it('never trims a password', () => {
    const onChange = vi.fn();
    const { container } = render(<TextInput mode="password" onChange={onChange} />);
    fireEvent.change(passwordInput(container), { target: { value: ' secret ' } });
    leave(passwordInput(container));
    expect(passwordInput(container).value).toBe(' secret ');
    expect(onChange).toHaveBeenLastCalledWith(' secret ');
  });

  it('labels the toggle in English on English pages', () => {
    act(() => applyLanguage('en'));
    render(<TextInput mode="password" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
