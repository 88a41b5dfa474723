import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minusYears, staffApi, todayInVietnam } from '@kenh/contract';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { applyLanguage } from '../../../platform/i18n';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint, type EndpointMock } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { STAFF_DETAIL } from '../staff-test-kit';

/** Master data, and an empty answer for every select the form loads (positions, areas, provinces…). */
function server(...mocks: EndpointMock[]) {
  return mockFetch(
    [
      mockEndpoint(
        staffApi.nation,
        ok({
          nationalities: [{ code: 'VN', vi: 'Việt Nam', en: 'Vietnamese' }],
          ethnicities: [{ code: '01', vi: 'Kinh', en: 'Kinh' }],
        }),
      ),
      ...mocks,
    ],
    { fallback: () => ok([]) },
  );
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Types a date into the dd/mm/yyyy picker as a person would, then leaves the field. */
const typeDate = (label: string, ddmmyyyy: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: ddmmyyyy } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
};

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
  applyLanguage('vi');
});

describe('/staff-manager/m-staff/create', () => {
  it('refuses a short citizen ID, a bad phone and impossible dates before calling the server', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server();
    renderApp('/staff-manager/m-staff/create');
    expect(await screen.findByRole('heading', { name: 'Thêm hồ sơ nhân sự' })).toBeTruthy();
    // The kit's wide form: the content width, not 720 px.
    expect(screen.getByRole('form', { name: 'Thêm hồ sơ nhân sự' }).style.maxWidth).toBe('');
    type('Họ và tên', 'Nguyễn Văn An');
    type('Số CCCD', '00109001234');
    type('Số điện thoại', '12345');
    typeDate('Ngày sinh', '01/01/2999');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    expect(await screen.findByText('Số CCCD phải gồm đúng 12 chữ số')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Ngày không được ở tương lai')).toBeTruthy();

    typeDate('Ngày sinh', ddmmyyyy(minusYears(todayInVietnam(), 14)));
    await waitFor(() => expect(screen.getByText('Nhân sự phải đủ 15 tuổi')).toBeTruthy());
    typeDate('Ngày sinh', '15/03/1990');
    typeDate('Ngày cấp', '31/12/1989');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    expect(await screen.findByText('Ngày cấp phải sau ngày sinh')).toBeTruthy();
    expect(api.calls(staffApi.mCreate)).toHaveLength(0);
  });

  it('sends the contract body once every field is valid, then opens the new record', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server(
      mockEndpoint(staffApi.mCreate, ok({ ...STAFF_DETAIL, id: 9, fullname: 'Nguyễn Văn An' })),
      mockEndpoint(staffApi.mGet, ok({ ...STAFF_DETAIL, id: 9, fullname: 'Nguyễn Văn An' })),
    );
    renderApp('/staff-manager/m-staff/create');
    await screen.findByRole('heading', { name: 'Thêm hồ sơ nhân sự' });
    type('Họ và tên', 'Nguyễn Văn An');
    type('Số CCCD', '001090012345');
    type('Số điện thoại', '0912345678');
    type('Email', 'An@Example.com');
    typeDate('Ngày sinh', '15/03/1990');
    typeDate('Ngày cấp', '20/05/2021');
    typeDate('Ngày vào làm', '01/06/2024');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    await waitFor(() => expect(api.calls(staffApi.mCreate)).toHaveLength(1));
    const [sent] = api.calls(staffApi.mCreate);
    expect(sent?.body).toMatchObject({
      fullname: 'Nguyễn Văn An',
      id_number: '001090012345',
      phone: '0912345678',
      email: 'an@example.com',
      birth_date: '1990-03-15',
      id_issue_date: '2021-05-20',
      join_date: '2024-06-01',
      nationality: 'VN',
      status: 'active',
      relatives: [],
    });
    expect(sent?.body).not.toHaveProperty('login');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('heading', { name: 'Nguyễn Văn An' })).toBeTruthy();
  });

  it('shows the messages in English under /en', async () => {
    signInAs(ADMIN_LOGIN);
    server();
    renderApp('/en/staff-manager/m-staff/create');
    await screen.findByRole('heading', { name: 'New staff record' });
    type('Full name', 'A');
    type('Citizen ID', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Create record' }));
    expect(await screen.findByText('The citizen ID must be exactly 12 digits')).toBeTruthy();
  });
});

describe('/staff-manager/staff/create', () => {
  it('shows a refused login under the login fields, not in a toast', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server(
      mockEndpoint(
        staffApi.createStaff,
        fail(409, 'Tên đăng nhập đã tồn tại', [
          { field: 'login.username', message: 'Tên đăng nhập đã tồn tại' },
        ]),
      ),
    );
    renderApp('/staff-manager/staff/create');
    await screen.findByRole('heading', { name: 'Thêm nhân sự và tài khoản' });
    type('Họ và tên', 'Nguyễn Văn An');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tạo tài khoản đăng nhập (loại AD)' }));
    type('Tên đăng nhập', 'gskv.moi');
    type('Mật khẩu', 'Mat-khau-123');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }));
    await waitFor(() => expect(api.calls(staffApi.createStaff)).toHaveLength(1));
    expect(api.calls(staffApi.createStaff)[0]?.body).toMatchObject({
      login: { username: 'gskv.moi', password: 'Mat-khau-123' },
    });
    const help = await screen.findByText('Tên đăng nhập đã tồn tại');
    expect(help.closest('.ant-form-item')?.textContent).toContain('Tên đăng nhập');
    // Once: under the field, not again in a toast.
    expect(screen.getAllByText('Tên đăng nhập đã tồn tại')).toHaveLength(1);
  });
});

describe('/staff-manager/m-staff/:id', () => {
  it("shows the server's refusal of a relative under that relative's field", async () => {
    signInAs(ADMIN_LOGIN);
    const relative = {
      id: 1,
      relation: 'father',
      fullname: 'Trần Văn Cha',
      birth_year: 1960,
      phone: null,
      occupation: null,
    };
    const api = server(
      mockEndpoint(staffApi.mGet, ok({ ...STAFF_DETAIL, relatives: [relative] })),
      mockEndpoint(
        staffApi.mUpdate,
        fail(400, 'Dữ liệu không hợp lệ', [
          { field: 'relatives.0.fullname', message: 'Họ tên người thân trùng' },
        ]),
      ),
    );
    renderApp('/staff-manager/m-staff/5');
    await screen.findByRole('heading', { name: 'Trần Thị Bình' });
    const row = screen.getByTestId('relative-row');
    fireEvent.change(within(row).getByLabelText('Nghề nghiệp'), { target: { value: 'Nông dân' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(staffApi.mUpdate, { id: 5 })).toHaveLength(1));
    const help = await within(row).findByText('Họ tên người thân trùng');
    expect(help.closest('.ant-form-item')?.textContent).toContain('Họ và tên');
    expect(screen.getAllByText('Họ tên người thân trùng')).toHaveLength(1);
  });

  it('shows the stored dates as dd/mm/yyyy in date pickers and saves a changed date as YYYY-MM-DD', async () => {
    signInAs(ADMIN_LOGIN);
    const api = server(
      mockEndpoint(staffApi.mGet, ok(STAFF_DETAIL)),
      mockEndpoint(staffApi.mUpdate, ok({ ...STAFF_DETAIL, join_date: '2026-02-01' })),
    );
    renderApp('/staff-manager/m-staff/5');
    expect(await screen.findByRole('heading', { name: 'Trần Thị Bình' })).toBeTruthy();
    const birth = screen.getByLabelText<HTMLInputElement>('Ngày sinh');
    expect(birth.value).toBe('15/03/1990');
    expect(birth.type).not.toBe('date');
    expect(screen.getByLabelText<HTMLInputElement>('Ngày vào làm').value).toBe('05/01/2026');
    expect(screen.getByLabelText<HTMLInputElement>('Ngày cấp').placeholder).toBe('dd/mm/yyyy');

    typeDate('Ngày vào làm', '01/02/2026');
    expect(screen.getByLabelText<HTMLInputElement>('Ngày vào làm').value).toBe('01/02/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(staffApi.mUpdate, { id: 5 })).toHaveLength(1));
    expect(api.calls(staffApi.mUpdate)[0]?.body).toMatchObject({
      birth_date: '1990-03-15',
      join_date: '2026-02-01',
      id_issue_date: null,
    });
  });
});
