import { useState } from 'react';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

function Controlled({
  initial,
  onChange,
  locale = viVN,
}: {
  initial: string | null;
  onChange: (v: string | null) => void;
  locale?: typeof viVN;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ConfigProvider locale={locale}>
      <DateField
        aria-label="Ngày vào làm"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ConfigProvider>
  );
}

describe('DateField', () => {
  it('confirms a typed date with Enter without submitting the form around it', () => {
    const onChange = vi.fn();
    render(<Controlled initial={null} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Ngày vào làm');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '05/04/2026' } });
    const enter = createEvent.keyDown(input, { key: 'Enter' });
    fireEvent(input, enter);
    // A prevented Enter is what keeps the browser from submitting the surrounding form.
    expect(enter.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('2026-04-05');
  });

  it('shows a contract date as dd/mm/yyyy and gives back YYYY-MM-DD for a typed date', () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-03-02" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Ngày vào làm');
    expect(input.value).toBe('02/03/2026');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '05/04/2026' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith('2026-04-05');
    expect(input.value).toBe('05/04/2026');
  });

  it.each([
    [enUS, 'Today'],
    [viVN, 'Hôm nay'],
  ])(
    'keeps dd/mm/yyyy in every language; the calendar speaks the page language (%#)',
    async (locale, today) => {
      render(<Controlled initial="2026-12-31" onChange={vi.fn()} locale={locale} />);
      const input = screen.getByLabelText<HTMLInputElement>('Ngày vào làm');
      expect(input.value).toBe('31/12/2026');
      fireEvent.mouseDown(input);
      fireEvent.click(input);
      expect(await screen.findByText(today)).toBeTruthy();
    },
  );

  it('treats an empty or invalid value as no date', () => {
    render(<Controlled initial="31-12-2026" onChange={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Ngày vào làm').value).toBe('');
  });
});
