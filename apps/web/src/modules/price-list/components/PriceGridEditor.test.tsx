import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { PriceGridEditor } from './PriceGridEditor';
import { parsePastedColumn, parsePriceCell, type PriceGridRow } from './price-grid';

const row = (
  variant: number,
  unit: number,
  name: string,
  unitName: string,
  price: number | null,
): PriceGridRow => ({
  variant_id: variant,
  unit_id: unit,
  variant_code: `SP${variant}`,
  variant_name: name,
  unit_name: unitName,
  price,
});

const ROWS = [
  row(1, 1, 'Nước cam 330ml', 'lon', 9_000),
  row(1, 2, 'Nước cam 330ml', 'thùng', 210_000),
  row(2, 1, 'Mì tôm chua cay', 'gói', null),
  row(2, 3, 'Mì tôm chua cay', 'thùng', null),
];

let latest: PriceGridRow[] = [];

function Harness({ initial = ROWS, readOnly = false }: { initial?: PriceGridRow[]; readOnly?: boolean }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return (
    <PriceGridEditor
      rows={rows}
      onChange={setRows}
      readOnly={readOnly}
      errors={{ 3: 'validation.required' }}
    />
  );
}

const priceInput = (name: string, unit: string) =>
  screen.getByLabelText<HTMLInputElement>(`Giá của ${name} theo ${unit}`);

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, {
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') },
  });
}

afterEach(() => {
  unmountFeedbackHost();
  setViewport(1440);
});

describe('reading prices pasted from a spreadsheet', () => {
  it.each([
    ['12.500', 12_500],
    ['12,500', 12_500],
    ['12 500 ₫', 12_500],
    ['12500đ', 12_500],
    ['210.000 VND', 210_000],
    ['0', null],
    ['-5000', null],
    ['abc', null],
    ['12,5', 125],
    ['10.000.000.001', null],
  ])('%s reads as %s', (cell, expected) => {
    expect(parsePriceCell(cell)).toBe(expected);
  });

  it('takes the last cell of each line, keeps empty lines as gaps and names the bad lines', () => {
    expect(parsePastedColumn('SP1\t9.500\r\n\r\nxyz\n11000\n\n')).toEqual({
      values: [9_500, null, null, 11_000],
      badLines: [3],
    });
  });
});

describe('PriceGridEditor', () => {
  it('shows each variant and unit with its price, grouped in VND, and flags the lines without one', () => {
    render(<Harness />);
    expect(priceInput('Nước cam 330ml', 'thùng').value).toBe('210.000');
    expect(priceInput('Mì tôm chua cay', 'gói').value).toBe('');
    expect(screen.getByText('2 dòng chưa có giá')).toBeTruthy();
    expect(screen.getByText('Bạn cần điền vào mục này')).toBeTruthy();
  });

  it('keeps a typed price as whole VND', () => {
    render(<Harness />);
    fireEvent.change(priceInput('Mì tôm chua cay', 'gói'), { target: { value: '4500' } });
    expect(latest[2]!.price).toBe(4_500);
    expect(priceInput('Mì tôm chua cay', 'gói').value).toBe('4.500');
    expect(screen.getByText('1 dòng chưa có giá')).toBeTruthy();
  });

  it('fills a pasted column from the cell it lands in downwards, ignoring what does not fit', async () => {
    render(<Harness />);
    paste(priceInput('Nước cam 330ml', 'thùng'), '215.000\n4.600\n105000\n99\n');
    expect(latest.map((r) => r.price)).toEqual([9_000, 215_000, 4_600, 105_000]);
    expect(priceInput('Mì tôm chua cay', 'thùng').value).toBe('105.000');
    expect(await screen.findByText('Đã điền 3 giá')).toBeTruthy();
    expect(screen.getByText('1 giá thừa so với số dòng đã bị bỏ qua')).toBeTruthy();
  });

  it('leaves a single pasted value to the input and reports lines that are not prices', async () => {
    render(<Harness />);
    paste(priceInput('Nước cam 330ml', 'lon'), '9.200');
    expect(latest[0]!.price).toBe(9_000);
    paste(priceInput('Nước cam 330ml', 'lon'), '9.200\nhết hàng\n4.700');
    expect(latest.map((r) => r.price)).toEqual([9_200, 210_000, 4_700, null]);
    expect(await screen.findByText('Dòng không phải là giá: 2')).toBeTruthy();
  });

  it('pastes through the dialog from the chosen line', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Dán cột giá/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Điền từ dòng'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Các giá đã sao chép'), {
      target: { value: '4500\n98000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Điền giá' }));
    expect(latest.map((r) => r.price)).toEqual([9_000, 210_000, 4_500, 98_000]);
  });

  it('removes a line', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ dòng 2' }));
    expect(latest.map((r) => `${r.variant_id}:${r.unit_id}`)).toEqual(['1:1', '2:1', '2:3']);
  });

  it('keeps the price in view on a phone: one product column with its code and unit', () => {
    setViewport(390);
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: 'Mã sản phẩm' })).toBeNull();
    expect(screen.getByText('SP1 · thùng')).toBeTruthy();
    expect(priceInput('Nước cam 330ml', 'thùng').value).toBe('210.000');
  });

  it('shows prices as text when read-only', () => {
    render(<Harness readOnly />);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText('210.000 ₫')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Dán cột giá/ })).toBeNull();
  });
});
