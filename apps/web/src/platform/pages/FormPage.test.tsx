import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { cancelAllConfirms, unmountFeedbackHost } from '../feedback';
import { FormTextInput } from '../inputs';
import { renderShell } from '../layout/shell-test-utils';
import { FormBody, FormPage } from './FormPage';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string().min(1, { message: 'validation.required' }), code: z.string() });
type Values = z.input<typeof schema>;

function TestForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useContractForm<typeof schema, Values>(schema, { name: '', code: '' });
  return (
    <FormPage title="Thêm vùng" form={form} onSubmit={onSubmit} onCancel={() => undefined}>
      <FormTextInput name="name" control={form.control} label="Tên" />
      <FormTextInput name="code" control={form.control} label="Mã" />
    </FormPage>
  );
}

/** A second, smaller form, as a profile page shows a password form beside the profile. */
const sideSchema = z.object({ password: z.string().min(1, { message: 'validation.required' }) });
type SideValues = z.input<typeof sideSchema>;

function SideForm({ onSubmit }: { onSubmit: (values: SideValues) => Promise<void> }) {
  const form = useContractForm<typeof sideSchema, SideValues>(sideSchema, { password: '' });
  return (
    <FormBody form={form} onSubmit={onSubmit} onCancel={() => undefined} label="Mật khẩu" submitLabel="Đổi">
      <FormTextInput name="password" control={form.control} label="Mật khẩu mới" />
    </FormBody>
  );
}

function renderForm(onSubmit: (values: Values) => Promise<void>) {
  return renderShell(
    [
      { path: '/form', element: <TestForm onSubmit={onSubmit} /> },
      { path: '/elsewhere', element: <p>Trang khác</p> },
    ],
    { path: '/form' },
  );
}

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
});

describe('FormPage', () => {
  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { router } = renderForm(vi.fn(() => Promise.resolve()));
    fireEvent.change(await screen.findByLabelText('Tên'), { target: { value: 'Tây Nguyên' } });
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Các thay đổi chưa lưu sẽ bị mất.');
    fireEvent.click(screen.getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    void router.navigate('/elsewhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    expect(await screen.findByText('Trang khác')).toBeTruthy();
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderForm(vi.fn(() => Promise.resolve()));
    await screen.findByLabelText('Tên');
    void router.navigate('/elsewhere');
    expect(await screen.findByText('Trang khác')).toBeTruthy();
  });

  it('puts the server field errors under their fields and other refusals in a toast', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(409, 'Tên vùng đã tồn tại', [{ field: 'name', message: 'Tên vùng đã tồn tại' }]),
      )
      .mockRejectedValueOnce(new ApiError(500, 'Máy chủ đang bận'));
    renderForm(onSubmit);
    fireEvent.change(await screen.findByLabelText('Tên'), { target: { value: 'Tây Nguyên' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    const help = await screen.findByText('Tên vùng đã tồn tại');
    expect(help.closest('.ant-form-item')?.textContent).toContain('Tên');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Tây Nguyên', code: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Máy chủ đang bận');
  });

  it('names the form by its title, and the save button as the page asks', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderShell(
      <>
        <TestForm onSubmit={vi.fn(() => Promise.resolve())} />
        <SideForm onSubmit={onSubmit} />
      </>,
      { path: '/form' },
    );
    const side = within(await screen.findByRole('form', { name: 'Mật khẩu' }));
    expect(screen.getByRole('form', { name: 'Thêm vùng' })).toBeTruthy();
    expect(side.queryByRole('button', { name: 'Lưu' })).toBeNull();
    fireEvent.change(side.getByLabelText('Mật khẩu mới'), { target: { value: 'abc' } });
    fireEvent.click(side.getByRole('button', { name: 'Đổi' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'abc' }));
  });

  it('asks before leaving when any form of the page has unsaved changes, not only the last one', async () => {
    const { router } = renderShell(
      [
        {
          path: '/form',
          element: (
            <>
              <TestForm onSubmit={vi.fn(() => Promise.resolve())} />
              <SideForm onSubmit={vi.fn(() => Promise.resolve())} />
            </>
          ),
        },
        { path: '/elsewhere', element: <p>Trang khác</p> },
      ],
      { path: '/form' },
    );
    fireEvent.change(await screen.findByLabelText('Tên'), { target: { value: 'Tây Nguyên' } });
    void router.navigate('/elsewhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.change(screen.getByLabelText('Tên'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'abc' } });
    void router.navigate('/elsewhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    expect(await screen.findByText('Trang khác')).toBeTruthy();
  });
});
