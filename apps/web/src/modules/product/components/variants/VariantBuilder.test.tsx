import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../../platform/layout/shell-test-utils';
import { combinations, missingCombinations, planVariants } from './variant-combinations';
import { VariantBuilder, type VariantBuilderValue } from './VariantBuilder';

interface Row {
  option_values: string[];
  code: string;
}

const newRow = (values: string[]): Row => ({ option_values: values, code: '' });

function Harness({ initial }: { initial: VariantBuilderValue<Row> }) {
  const [value, setValue] = useState(initial);
  return (
    <VariantBuilder<Row>
      value={value}
      onChange={setValue}
      newVariant={newRow}
      renderVariant={(row, index) => (
        <input
          aria-label={`Mã ${row.option_values.join(' · ')}`}
          value={row.code}
          onChange={(event) =>
            setValue((v) => ({
              ...v,
              variants: v.variants.map((r, i) => (i === index ? { ...r, code: event.target.value } : r)),
            }))
          }
        />
      )}
    />
  );
}

const rows = () => within(screen.getByRole('region', { name: 'Biến thể' })).queryAllByRole('listitem');
const rowNames = () => rows().map((row) => row.getAttribute('aria-label'));

function addValue(option: string, value: string) {
  const input = screen.getByRole('textbox', { name: `Thêm giá trị: ${option}` });
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  // Ant Design takes one Enter per key press: the key goes up before the next.
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function addOption(n: number, name: string, values: string[]) {
  fireEvent.click(screen.getByRole('button', { name: /Thêm thuộc tính/ }));
  fireEvent.change(screen.getByRole('textbox', { name: `Tên thuộc tính ${n}` }), { target: { value: name } });
  for (const value of values) addValue(name, value);
}

describe('variant combinations', () => {
  it('gives every combination in option order, and one plain combination without options', () => {
    const options = [
      { name: 'Hương vị', values: ['Cam', 'Chanh'] },
      { name: 'Dung tích', values: ['330ml', '500ml', '1,5L'] },
    ];
    expect(combinations(options)).toEqual([
      ['Cam', '330ml'],
      ['Cam', '500ml'],
      ['Cam', '1,5L'],
      ['Chanh', '330ml'],
      ['Chanh', '500ml'],
      ['Chanh', '1,5L'],
    ]);
    expect(combinations([])).toEqual([[]]);
    expect(combinations([{ name: 'Màu', values: [] }])).toEqual([[]]);
  });

  it('keeps edited rows, skips removed combinations and knows what a saved product left out', () => {
    const options = [{ name: 'Vị', values: ['Cam', 'Chanh', 'Dâu'] }];
    const edited = { option_values: ['Chanh'], code: 'NC-CHANH' };
    const plan = planVariants(options, [edited], new Set([JSON.stringify(['Dâu'])]), newRow);
    expect(plan).toEqual([newRow(['Cam']), edited]);
    expect(plan[1]).toBe(edited);
    expect([...missingCombinations(options, plan)]).toEqual([JSON.stringify(['Dâu'])]);
  });

  it('carries a row on when an option is added: the plain product’s row becomes the first variant', () => {
    const plain = { option_values: [], code: 'SP-PLAIN' };
    const plan = planVariants([{ name: 'Vị', values: ['Cam', 'Chanh'] }], [plain], new Set(), newRow);
    expect(plan).toEqual([{ option_values: ['Cam'], code: 'SP-PLAIN' }, newRow(['Chanh'])]);
  });
});

describe('VariantBuilder', () => {
  it('builds 2 × 3 = 6 variants, removes one, and adding a value later keeps the edited rows', () => {
    renderShell(<Harness initial={{ options: [], variants: [newRow([])] }} />);
    expect(rowNames()).toEqual(['Biến thể mặc định']);

    addOption(1, 'Hương vị', ['Cam', 'Chanh']);
    addOption(2, 'Dung tích', ['330ml', '500ml', '1,5L']);
    expect(rowNames()).toEqual([
      'Cam · 330ml',
      'Cam · 500ml',
      'Cam · 1,5L',
      'Chanh · 330ml',
      'Chanh · 500ml',
      'Chanh · 1,5L',
    ]);
    expect(screen.getByText('Biến thể (6 biến thể)')).toBeTruthy();
    // A value typed twice (ignoring case) is not added again.
    addValue('Dung tích', '330ML');
    expect(rows()).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Xóa biến thể Chanh · 500ml' }));
    expect(rowNames()).not.toContain('Chanh · 500ml');
    expect(rows()).toHaveLength(5);

    fireEvent.change(screen.getByRole('textbox', { name: 'Mã Cam · 330ml' }), {
      target: { value: 'NC-CAM-330' },
    });
    addValue('Hương vị', 'Dâu');
    expect(rows()).toHaveLength(8);
    expect(rowNames()).not.toContain('Chanh · 500ml');
    expect(rowNames().slice(-3)).toEqual(['Dâu · 330ml', 'Dâu · 500ml', 'Dâu · 1,5L']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Mã Cam · 330ml' }).value).toBe(
      'NC-CAM-330',
    );

    fireEvent.click(screen.getByRole('button', { name: /Khôi phục 1 biến thể đã xóa/ }));
    expect(rows()).toHaveLength(9);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Mã Cam · 330ml' }).value).toBe(
      'NC-CAM-330',
    );
  });

  it('drops the rows of a value taken out', () => {
    renderShell(
      <Harness
        initial={{
          options: [{ name: 'Vị', values: ['Cam', 'Chanh'] }],
          variants: [newRow(['Cam']), newRow(['Chanh'])],
        }}
      />,
    );
    fireEvent.click(screen.getByLabelText('Bỏ giá trị Cam'));
    expect(rowNames()).toEqual(['Chanh']);
  });
});
