import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { cancelAllConfirms, unmountFeedbackHost } from '../feedback';
import { FormTextInput } from '../inputs';
import { useHelpdeskReservedHeight } from '../layout/helpdesk-clearance';
import { renderShell } from '../layout/shell-test-utils';
import { FieldCol } from './form-columns';
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

/** A form with nested fields: an object (`login`) and a list (`relatives`), in a wide form. */
const nestedSchema = z.object({
  login: z.object({ username: z.string() }),
  relatives: z.array(z.object({ fullname: z.string() })),
});
type NestedValues = z.input<typeof nestedSchema>;

function NestedForm({
  onSubmit,
  wide,
}: {
  onSubmit: (values: NestedValues) => Promise<void>;
  wide: boolean;
}) {
  const form = useContractForm<typeof nestedSchema, NestedValues>(nestedSchema, {
    login: { username: 'gskv.moi' },
    relatives: [{ fullname: 'Nguyễn Văn Cha' }],
  });
  return (
    <FormPage title="Nhân sự" form={form} onSubmit={onSubmit} onCancel={() => undefined} wide={wide}>
      <FieldCol>
        <FormTextInput name="login.username" control={form.control} label="Tên đăng nhập" />
      </FieldCol>
      <FieldCol full>
        <FormTextInput name="relatives.0.fullname" control={form.control} label="Họ tên người thân" />
      </FieldCol>
    </FormPage>
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

  it('puts server errors of nested fields (an object, a list) under those fields, not in a toast', async () => {
    const onSubmit = vi.fn<(values: NestedValues) => Promise<void>>().mockRejectedValue(
      new ApiError(409, 'Dữ liệu không hợp lệ', [
        { field: 'login.username', message: 'Tên đăng nhập đã tồn tại' },
        { field: 'relatives.0.fullname', message: 'Họ tên quá dài' },
      ]),
    );
    renderShell(<NestedForm onSubmit={onSubmit} wide={false} />, { path: '/form' });
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    const username = await screen.findByText('Tên đăng nhập đã tồn tại');
    expect(username.closest('.ant-form-item')?.textContent).toContain('Tên đăng nhập');
    expect(screen.getByText('Họ tên quá dài').closest('.ant-form-item')?.textContent).toContain(
      'Họ tên người thân',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is 720 px wide with two fields a row, or with `wide` the content width with three a row', async () => {
    const first = renderShell(<NestedForm onSubmit={vi.fn()} wide={false} />, { path: '/form' });
    const narrow = await screen.findByRole('form', { name: 'Nhân sự' });
    expect(narrow.style.maxWidth).toBe('720px');
    const narrowCol = screen.getByLabelText('Tên đăng nhập').closest('.ant-form-item')?.parentElement;
    expect(narrowCol?.className).toContain('ant-col-md-12');
    expect(narrowCol?.className).not.toContain('ant-col-lg-8');
    first.unmount();

    renderShell(<NestedForm onSubmit={vi.fn()} wide />, { path: '/form' });
    expect((await screen.findByRole('form', { name: 'Nhân sự' })).style.maxWidth).toBe('');
    const wideCol = screen.getByLabelText('Tên đăng nhập').closest('.ant-form-item')?.parentElement;
    expect(wideCol?.className).toContain('ant-col-xs-24');
    expect(wideCol?.className).toContain('ant-col-lg-8');
    const fullCol = screen.getByLabelText('Họ tên người thân').closest('.ant-form-item')?.parentElement;
    expect(fullCol?.className).toContain('ant-col-xs-24');
    expect(fullCol?.className).not.toContain('ant-col-md-12');
  });

  it('keeps its buttons in view at the bottom, above what the layout covers there, the helpdesk button above them', async () => {
    function Reserved() {
      return <output aria-label="reserved">{useHelpdeskReservedHeight()}</output>;
    }
    renderShell(
      <>
        <TestForm onSubmit={vi.fn(() => Promise.resolve())} />
        <Reserved />
      </>,
      { path: '/form' },
    );
    const bar = (await screen.findByRole('button', { name: 'Lưu' })).closest<HTMLElement>(
      '[data-testid="sticky-action-bar"]',
    );
    expect(bar?.style.position).toBe('sticky');
    // On a phone the layout sets the variable to the bottom navigation's reach while it shows.
    expect(bar?.style.bottom).toBe('var(--kenh-covered-bottom, 0px)');
    // The bar (61 px) and the navigation's raised home button (29 px) it sits above.
    expect(screen.getByLabelText('reserved').textContent).toBe('90');
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
