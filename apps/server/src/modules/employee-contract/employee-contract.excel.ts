import {
  EMPLOYEE_CONTRACT_MASTERDATA,
  employeeContractLabel,
  journalLabel,
  type EmployeeContractListItem,
  type Locale,
} from '@kenh/contract';
import { excelFileName, tableWorkbook, type ExcelColumn } from '../../platform/excel/index.js';

type Labels = Record<Locale, string>;
type Item = EmployeeContractListItem;
type Column = ExcelColumn<Item>;

function columns(locale: Locale): Column[] {
  const label = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA, value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
  const text = (key: string, h: Labels, width: number, value: (r: Item) => string | undefined): Column => ({
    key,
    header: h[locale],
    width,
    type: 'text',
    value,
  });
  const date = (key: string, h: Labels, value: (r: Item) => string | null): Column => ({
    key,
    header: h[locale],
    type: 'date',
    value,
  });
  return [
    text('code', { vi: 'Mã hợp đồng', en: 'Contract code' }, 18, (r) => r.code),
    text('staff_code', { vi: 'Mã nhân sự', en: 'Staff code' }, 12, (r) => r.staff?.code),
    text('fullname', { vi: 'Họ và tên', en: 'Full name' }, 26, (r) => r.staff?.fullname),
    text('contract_type', { vi: 'Loại hợp đồng', en: 'Contract type' }, 28, (r) =>
      label('contract_type', r.contract_type),
    ),
    text('position_title', { vi: 'Chức danh', en: 'Position' }, 24, (r) => r.position_title),
    date('start_date', { vi: 'Ngày bắt đầu', en: 'Start date' }, (r) => r.start_date),
    date('end_date', { vi: 'Ngày kết thúc', en: 'End date' }, (r) => r.end_date),
    date('signing_date', { vi: 'Ngày ký', en: 'Signing date' }, (r) => r.signing_date),
    {
      key: 'basic_salary',
      header: { vi: 'Lương cơ bản (VNĐ)', en: 'Basic salary (VND)' }[locale],
      width: 18,
      type: 'money',
      value: (r) => r.basic_salary,
    },
    text('salary_type', { vi: 'Hình thức lương', en: 'Salary type' }, 18, (r) =>
      label('salary_type', r.salary_type),
    ),
    text('accounting_journal', { vi: 'Tài khoản hạch toán', en: 'Accounting account' }, 36, (r) =>
      journalLabel(r.accounting_journal, locale),
    ),
    text('status', { vi: 'Trạng thái', en: 'Status' }, 16, (r) => label('status', r.status)),
    date('termination_date', { vi: 'Ngày chấm dứt', en: 'Termination date' }, (r) => r.termination_date),
  ];
}

/** The contract list as an xlsx workbook: one header row, one row per contract (typed cells). */
export function contractsWorkbook(rows: EmployeeContractListItem[], locale: Locale): Promise<Buffer> {
  return tableWorkbook(locale === 'vi' ? 'Hợp đồng lao động' : 'Employee contracts', columns(locale), rows);
}

/** File name of an export: `hop-dong-lao-dong-2026-11-21.xlsx` (the day in Vietnam). */
export function exportFileName(locale: Locale, now: Date = new Date()): string {
  return excelFileName(locale === 'vi' ? 'hop-dong-lao-dong' : 'employee-contracts', now);
}
