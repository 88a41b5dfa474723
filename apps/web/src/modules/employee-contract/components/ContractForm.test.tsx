import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, todayInVietnam, type EmployeeContractBody } from '@kenh/contract';
import { ApiError } from '../../../platform/api';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { FormBody } from '../../../platform/pages';
import type { ContractFormValues } from './contract-form-resolver';
import { ContractFields, useContractEditor } from './ContractForm';
import { mockContractCalls, setDate } from './test-utils';

const today = todayInVietnam();
const VALID: ContractFormValues = {
  staff_id: 7,
  contract_type: 'fixed_12',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  position_title: 'Nhân viên bán hàng',
  basic_salary: 9_000_000,
  insurance_salary: null,
  salary_type: 'monthly',
  working_time: 'full_time',
  insurance_type: 'compulsory_full',
  benefits: [],
  accounting_journal: '6421',
  signing_date: '2025-12-20',
  note: '',
};

type Submit = (values: EmployeeContractBody) => Promise<void>;

/** The contract's fields in the kit's form body, as the create and detail pages use them. */
function Form({ values, onSubmit }: { values: ContractFormValues; onSubmit: Submit }) {
  const form = useContractEditor(values);
  return (
    <FormBody form={form} onSubmit={onSubmit} onCancel={() => undefined}>
      <ContractFields form={form} staff={{ value: 7, label: 'Nguyễn Văn Đức' }} />
    </FormBody>
  );
}

function renderForm(
  values: Partial<ContractFormValues> = {},
  onSubmit = vi.fn<Submit>(() => Promise.resolve()),
) {
  renderShell(<Form values={{ ...VALID, ...values }} onSubmit={onSubmit} />);
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

describe('ContractForm validation', () => {
  beforeEach(() => {
    signIn({ superuser: true });
    mockContractCalls();
  });

  it('submits a valid contract with the parsed values', async () => {
    const onSubmit = renderForm();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ staff_id: 7, end_date: '2026-12-31', basic_salary: 9_000_000 }),
    ]);
  });

  it('wants the end date after the start date', async () => {
    const onSubmit = renderForm();
    setDate('Ngày kết thúc', '31/12/2025');
    expect(await screen.findByText('Ngày kết thúc phải sau ngày bắt đầu')).toBeTruthy();
    submit();
    await waitFor(() => expect(screen.getAllByText('Ngày kết thúc phải sau ngày bắt đầu')).toHaveLength(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits probation to 60 days, counting both ends', async () => {
    const onSubmit = renderForm({
      contract_type: 'probation',
      start_date: '2026-01-01',
      end_date: '2026-03-02',
    });
    submit();
    expect(await screen.findByText('Thời gian thử việc tối đa 60 ngày (Bộ luật Lao động 2019)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    setDate('Ngày kết thúc', '01/03/2026');
    await waitFor(() =>
      expect(screen.queryByText('Thời gian thử việc tối đa 60 ngày (Bộ luật Lao động 2019)')).toBeNull(),
    );
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ contract_type: 'probation', end_date: '2026-03-01' }),
    ]);
  });

  it('gives an indefinite contract no end date (the field empties and locks)', async () => {
    const onSubmit = renderForm({ contract_type: 'indefinite', end_date: '2026-12-31' });
    const end = screen.getByLabelText<HTMLInputElement>('Ngày kết thúc');
    await waitFor(() => expect(end.value).toBe(''));
    expect(end.disabled).toBe(true);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ contract_type: 'indefinite', end_date: null }),
    ]);
  });

  it('refuses a signing date in the future', async () => {
    const onSubmit = renderForm({ signing_date: addCalendarDays(today, 2) });
    submit();
    expect(await screen.findByText('Ngày ký không được ở tương lai')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the date rules even while another field is still missing', async () => {
    const onSubmit = renderForm({
      staff_id: null,
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    });
    submit();
    expect(await screen.findByText('Ngày kết thúc phải sau ngày bắt đầu')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server field errors under their fields', async () => {
    renderForm(
      {},
      vi.fn<Submit>(() =>
        Promise.reject(
          new ApiError(400, 'Dữ liệu không hợp lệ', [
            { field: 'staff_id', message: 'Nhân sự không tồn tại' },
          ]),
        ),
      ),
    );
    submit();
    expect(await screen.findByText('Nhân sự không tồn tại')).toBeTruthy();
  });
});

describe('ContractForm fills the end date from the rules', () => {
  beforeEach(() => {
    signIn({ superuser: true });
    mockContractCalls();
  });
  const endValue = () => screen.getByLabelText<HTMLInputElement>('Ngày kết thúc').value;

  it('gives a probation contract 60 days from its start and follows the start date', async () => {
    const onSubmit = renderForm({ contract_type: 'probation', start_date: '2026-01-01', end_date: null });
    await waitFor(() => expect(endValue()).toBe('01/03/2026'));
    expect(screen.getByText('Theo loại hợp đồng: kết thúc muộn nhất 01/03/2026')).toBeTruthy();
    setDate('Ngày bắt đầu', '01/02/2026');
    await waitFor(() => expect(endValue()).toBe('01/04/2026'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        contract_type: 'probation',
        start_date: '2026-02-01',
        end_date: '2026-04-01',
      }),
    ]);
  });

  it('keeps an end date the user chose, and fills one cleared by hand when saving', async () => {
    const onSubmit = renderForm({ contract_type: 'probation', start_date: '2026-01-01', end_date: null });
    await waitFor(() => expect(endValue()).toBe('01/03/2026'));
    setDate('Ngày kết thúc', '31/01/2026');
    setDate('Ngày bắt đầu', '05/01/2026');
    await waitFor(() => expect(screen.getByText(/kết thúc muộn nhất 05\/03\/2026/)).toBeTruthy());
    expect(endValue()).toBe('31/01/2026');
    setDate('Ngày kết thúc', null);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ end_date: '2026-03-05' })]);
  });

  it('fills a fixed-term contract without an end date instead of refusing it', async () => {
    const onSubmit = renderForm({ contract_type: 'fixed_24', start_date: '2026-03-15', end_date: null });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ end_date: '2028-03-14' })]);
    expect(screen.queryByText('Hợp đồng có thời hạn cần ngày kết thúc')).toBeNull();
  });
});
