import ExcelJS from 'exceljs';
import {
  EMPLOYEE_CONTRACT_MASTERDATA,
  employeeContractLabel,
  journalLabel,
  type EmployeeContractListItem,
  type Locale,
} from '@kenh/contract';

const HEADERS: Record<Locale, string[]> = {
  vi: [
    'Mã hợp đồng',
    'Mã nhân sự',
    'Họ và tên',
    'Loại hợp đồng',
    'Chức danh',
    'Ngày bắt đầu',
    'Ngày kết thúc',
    'Ngày ký',
    'Lương cơ bản (VNĐ)',
    'Hình thức lương',
    'Tài khoản hạch toán',
    'Trạng thái',
    'Ngày chấm dứt',
  ],
  en: [
    'Contract code',
    'Staff code',
    'Full name',
    'Contract type',
    'Position',
    'Start date',
    'End date',
    'Signing date',
    'Basic salary (VND)',
    'Salary type',
    'Accounting account',
    'Status',
    'Termination date',
  ],
};

/** `dd/mm/yyyy` of a `YYYY-MM-DD` date (a calendar date, no time zone involved). */
function day(value: string | null): string {
  if (!value) return '';
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

/** The contract list as an xlsx workbook: one header row, one row per contract, salary as a number. */
export async function contractsWorkbook(rows: EmployeeContractListItem[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(locale === 'vi' ? 'Hợp đồng lao động' : 'Employee contracts');
  sheet.addRow(HEADERS[locale]);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const label = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA, value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
  for (const r of rows) {
    sheet.addRow([
      r.code,
      r.staff?.code ?? '',
      r.staff?.fullname ?? '',
      label('contract_type', r.contract_type),
      r.position_title,
      day(r.start_date),
      day(r.end_date),
      day(r.signing_date),
      r.basic_salary,
      label('salary_type', r.salary_type),
      journalLabel(r.accounting_journal, locale),
      label('status', r.status),
      day(r.termination_date),
    ]);
  }
  sheet.getColumn(9).numFmt = '#,##0';
  const widths = [18, 12, 26, 28, 24, 13, 13, 13, 18, 18, 36, 16, 15];
  widths.forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}

/** File name of an export: `hop-dong-lao-dong-2026-11-21.xlsx`. */
export function exportFileName(today: string, locale: Locale): string {
  return `${locale === 'vi' ? 'hop-dong-lao-dong' : 'employee-contracts'}-${today}.xlsx`;
}
