/**
 * Fixed catalogues of the employee-contract module (docs/employee-contract.md): contract types,
 * salary kinds, working time, insurance, benefits and the accounting journals salaries post to.
 * The server serves them through the masterdata/dropdown calls; labels are vi/en.
 */

export interface EmployeeContractCatalogueItem<V extends string | number = string> {
  value: V;
  vi: string;
  en: string;
}

export const EMPLOYEE_CONTRACT_TYPES = [
  'probation',
  'fixed_12',
  'fixed_24',
  'fixed_36',
  'indefinite',
  'seasonal',
] as const;
export type EmployeeContractType = (typeof EMPLOYEE_CONTRACT_TYPES)[number];

/** Longest period of each fixed-length type, in months (probation is counted in days). */
export const EMPLOYEE_CONTRACT_TYPE_MAX_MONTHS: Partial<Record<EmployeeContractType, number>> = {
  fixed_12: 12,
  fixed_24: 24,
  fixed_36: 36,
  seasonal: 12,
};

/** Labour Code 2019 art. 25: probation of at most 60 days (jobs needing a college degree or more). */
export const PROBATION_MAX_DAYS = 60;

export const SALARY_TYPES = ['monthly', 'daily', 'hourly', 'piece_rate'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

export const WORKING_TIMES = ['full_time', 'part_time', 'shift'] as const;
export type WorkingTime = (typeof WORKING_TIMES)[number];

export const INSURANCE_TYPES = ['compulsory_full', 'health_only', 'none'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

export const EMPLOYEE_CONTRACT_STATUSES = [
  'draft',
  'pending',
  'approved',
  'active',
  'terminated',
  'expired',
  'cancelled',
] as const;
export type EmployeeContractStatus = (typeof EMPLOYEE_CONTRACT_STATUSES)[number];

export const EMPLOYEE_CONTRACT_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'activate',
  'terminate',
  'cancel',
] as const;
export type EmployeeContractAction = (typeof EMPLOYEE_CONTRACT_ACTIONS)[number];

export const EMPLOYEE_CONTRACT_MASTERDATA_KINDS = [
  'contract_type',
  'salary_type',
  'working_time',
  'insurance_type',
  'status',
] as const;
export type EmployeeContractMasterdataKind = (typeof EMPLOYEE_CONTRACT_MASTERDATA_KINDS)[number];

export const EMPLOYEE_CONTRACT_MASTERDATA: Record<
  EmployeeContractMasterdataKind,
  readonly EmployeeContractCatalogueItem[]
> = {
  contract_type: [
    { value: 'probation', vi: 'Thử việc', en: 'Probation' },
    { value: 'fixed_12', vi: 'Xác định thời hạn 12 tháng', en: 'Fixed term, 12 months' },
    { value: 'fixed_24', vi: 'Xác định thời hạn 24 tháng', en: 'Fixed term, 24 months' },
    { value: 'fixed_36', vi: 'Xác định thời hạn 36 tháng', en: 'Fixed term, 36 months' },
    { value: 'indefinite', vi: 'Không xác định thời hạn', en: 'Indefinite term' },
    { value: 'seasonal', vi: 'Thời vụ', en: 'Seasonal' },
  ],
  salary_type: [
    { value: 'monthly', vi: 'Lương tháng', en: 'Monthly salary' },
    { value: 'daily', vi: 'Lương ngày', en: 'Daily wage' },
    { value: 'hourly', vi: 'Lương giờ', en: 'Hourly wage' },
    { value: 'piece_rate', vi: 'Lương khoán, sản phẩm', en: 'Piece rate' },
  ],
  working_time: [
    { value: 'full_time', vi: 'Toàn thời gian', en: 'Full time' },
    { value: 'part_time', vi: 'Bán thời gian', en: 'Part time' },
    { value: 'shift', vi: 'Làm theo ca', en: 'Shift work' },
  ],
  insurance_type: [
    {
      value: 'compulsory_full',
      vi: 'BHXH, BHYT, BHTN bắt buộc',
      en: 'Compulsory social, health and unemployment',
    },
    { value: 'health_only', vi: 'Chỉ BHYT', en: 'Health insurance only' },
    { value: 'none', vi: 'Không tham gia', en: 'None' },
  ],
  status: [
    { value: 'draft', vi: 'Nháp', en: 'Draft' },
    { value: 'pending', vi: 'Chờ duyệt', en: 'Pending approval' },
    { value: 'approved', vi: 'Đã duyệt', en: 'Approved' },
    { value: 'active', vi: 'Đang hiệu lực', en: 'Active' },
    { value: 'terminated', vi: 'Đã chấm dứt', en: 'Terminated' },
    { value: 'expired', vi: 'Hết hạn', en: 'Expired' },
    { value: 'cancelled', vi: 'Đã huỷ', en: 'Cancelled' },
  ],
};

export interface EmployeeContractBenefitItem extends EmployeeContractCatalogueItem<number> {
  code: string;
}

/** Benefits and allowances a contract may grant (ids are stable: contracts store them). */
export const BENEFITS: readonly EmployeeContractBenefitItem[] = [
  { value: 1, code: 'BHXH', vi: 'Bảo hiểm xã hội', en: 'Social insurance' },
  { value: 2, code: 'BHYT', vi: 'Bảo hiểm y tế', en: 'Health insurance' },
  { value: 3, code: 'BHTN', vi: 'Bảo hiểm thất nghiệp', en: 'Unemployment insurance' },
  { value: 4, code: 'AN_TRUA', vi: 'Phụ cấp ăn trưa', en: 'Lunch allowance' },
  { value: 5, code: 'XANG_XE', vi: 'Phụ cấp xăng xe', en: 'Fuel allowance' },
  { value: 6, code: 'DIEN_THOAI', vi: 'Phụ cấp điện thoại', en: 'Phone allowance' },
  { value: 7, code: 'NHA_O', vi: 'Phụ cấp nhà ở', en: 'Housing allowance' },
  { value: 8, code: 'TRACH_NHIEM', vi: 'Phụ cấp trách nhiệm', en: 'Responsibility allowance' },
  { value: 9, code: 'CHUYEN_CAN', vi: 'Thưởng chuyên cần', en: 'Attendance bonus' },
];
export const BENEFIT_IDS: readonly number[] = BENEFITS.map((b) => b.value);

/** Accounting accounts a salary is posted to (account number — name). */
export const ACCOUNTING_JOURNALS: readonly EmployeeContractCatalogueItem[] = [
  { value: '6421', vi: 'Chi phí nhân viên bán hàng', en: 'Sales staff expenses' },
  { value: '6422', vi: 'Chi phí nhân viên quản lý', en: 'Administrative staff expenses' },
  { value: '622', vi: 'Chi phí nhân công trực tiếp', en: 'Direct labour costs' },
  { value: '6271', vi: 'Chi phí nhân viên phân xưởng', en: 'Workshop staff costs' },
  { value: '334', vi: 'Phải trả người lao động', en: 'Payables to employees' },
];
export const ACCOUNTING_JOURNAL_CODES: readonly string[] = ACCOUNTING_JOURNALS.map((j) => j.value);

/** The label of a catalogue value in a language; the value itself when unknown. */
export function employeeContractLabel(
  items: readonly EmployeeContractCatalogueItem<string | number>[],
  value: string | number | null | undefined,
  locale: 'vi' | 'en',
): string {
  if (value === null || value === undefined) return '';
  const item = items.find((i) => i.value === value);
  return item ? item[locale] : String(value);
}

/** "6421 — Chi phí nhân viên bán hàng" */
export function journalLabel(code: string, locale: 'vi' | 'en'): string {
  const item = ACCOUNTING_JOURNALS.find((j) => j.value === code);
  return item ? `${item.value} — ${item[locale]}` : code;
}
