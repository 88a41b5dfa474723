import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requiredText } from '@kenh/contract';
import { FormSelectField } from './FormSelectField';
import { FormTextInput } from './FormTextInput';

const schema = z.object({
  name: requiredText(),
  price: z.number({ message: 'validation.required' }).min(1000, { message: 'Tối thiểu 1.000' }),
});
type Values = z.input<typeof schema>;

function ProductForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', price: undefined },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Form layout="vertical" component={false}>
        <FormTextInput name="name" control={control} label="Tên sản phẩm" />
        <FormTextInput name="price" control={control} label="Giá" mode="money" />
        <button type="submit">Lưu</button>
      </Form>
    </form>
  );
}

describe('FormTextInput (react-hook-form + zod resolver)', () => {
  it('validates a field when it loses focus and shows the first message under its label', async () => {
    render(<ProductForm onSubmit={vi.fn()} />);
    const name = screen.getByLabelText('Tên sản phẩm');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Bạn cần điền vào mục này')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('submits the trimmed text and the money amount as a number', async () => {
    const onSubmit = vi.fn();
    render(<ProductForm onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Tên sản phẩm');
    const price = screen.getByLabelText('Giá');
    fireEvent.change(name, { target: { value: '  Nước mắm Phú Quốc ' } });
    fireEvent.blur(name);
    fireEvent.change(price, { target: { value: '125000' } });
    expect((price as HTMLInputElement).value).toBe('125.000');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Nước mắm Phú Quốc', price: 125000 });
  });

  it('shows the schema message for the amount', async () => {
    render(<ProductForm onSubmit={vi.fn()} />);
    const price = screen.getByLabelText('Giá');
    fireEvent.change(price, { target: { value: '500' } });
    fireEvent.blur(price);
    expect(await screen.findByText('Tối thiểu 1.000')).toBeTruthy();
  });
});

function RulesForm({ onSubmit }: { onSubmit: (values: { code: string; warehouse: number | null }) => void }) {
  const { control, handleSubmit } = useForm<{ code: string; warehouse: number | null }>({
    mode: 'onTouched',
    defaultValues: { code: '', warehouse: null },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Form layout="vertical" component={false}>
        <FormTextInput
          name="code"
          control={control}
          label="Mã"
          rules={[
            { test: (v) => v.length > 0, message: 'validation.required' },
            { test: (v) => /^[A-Z0-9]+$/.test(v), message: 'Chỉ chữ in hoa và số' },
          ]}
        />
        <FormSelectField
          name="warehouse"
          control={control}
          label="Kho"
          required
          options={[
            { label: 'Kho Hà Nội', value: 1 },
            { label: 'Kho Đà Nẵng', value: 2 },
          ]}
        />
        <button type="submit">Lưu</button>
      </Form>
    </form>
  );
}

describe('form fields with their own rules (no resolver)', () => {
  it('blocks the submit with the first failing rule and "Vui lòng chọn"', async () => {
    const onSubmit = vi.fn();
    render(<RulesForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Mã'), { target: { value: 'ab-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Chỉ chữ in hoa và số')).toBeTruthy();
    expect(await screen.findByText('Vui lòng chọn')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once the rules pass and a value is chosen', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<RulesForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Mã'), { target: { value: ' SP001 ' } });
    fireEvent.blur(screen.getByLabelText('Mã'));
    fireEvent.mouseDown(container.querySelector('.ant-select-content') as HTMLElement);
    fireEvent.click(screen.getByTitle('Kho Đà Nẵng'));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: 'SP001', warehouse: 2 });
    expect(container.querySelector('.ant-select')?.className).toContain('kenh-select--success');
  });
});

function ResettableForm() {
  const { control, reset } = useForm<{ price?: number | null; note?: string }>({ mode: 'onTouched' });
  return (
    <Form layout="vertical" component={false}>
      <FormTextInput name="price" control={control} label="Giá" mode="money" />
      <FormTextInput name="note" control={control} label="Ghi chú" />
      <button type="button" onClick={() => reset({})}>
        Đặt lại
      </button>
    </Form>
  );
}

describe('form reset', () => {
  it('empties the inputs when the form is reset to no values', () => {
    render(<ResettableForm />);
    const price = screen.getByLabelText<HTMLInputElement>('Giá');
    const note = screen.getByLabelText<HTMLInputElement>('Ghi chú');
    fireEvent.change(price, { target: { value: '5000' } });
    fireEvent.change(note, { target: { value: 'Giao sáng' } });
    expect(price.value).toBe('5.000');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại' }));
    expect(price.value).toBe('');
    expect(note.value).toBe('');
  });
});
