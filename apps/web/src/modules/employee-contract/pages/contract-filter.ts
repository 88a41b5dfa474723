import {
  EMPLOYEE_CONTRACT_STATUSES,
  EMPLOYEE_CONTRACT_TYPES,
  type EmployeeContractFilter,
  type EmployeeContractStatus,
  type EmployeeContractType,
} from '@kenh/contract';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (v: string | null) => (v && DATE.test(v) ? v : undefined);

/** The list's filters and page as the address holds them (`?q=duc&status=active&page=2`). */
export function filterFromSearch(search: URLSearchParams): { filter: EmployeeContractFilter; page: number } {
  const status = search.get('status');
  const type = search.get('type');
  const expiring = Number(search.get('expiring'));
  const staffId = Number(search.get('staff_id'));
  const filter: EmployeeContractFilter = {
    search: search.get('q')?.trim() || undefined,
    status: (EMPLOYEE_CONTRACT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as EmployeeContractStatus)
      : undefined,
    contract_type: (EMPLOYEE_CONTRACT_TYPES as readonly string[]).includes(type ?? '')
      ? (type as EmployeeContractType)
      : undefined,
    staff_id: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
    start_from: date(search.get('start_from')),
    start_to: date(search.get('start_to')),
    end_from: date(search.get('end_from')),
    end_to: date(search.get('end_to')),
    expiring_within_days:
      Number.isInteger(expiring) && expiring > 0 && expiring <= 3650 ? expiring : undefined,
  };
  const page = Math.max(0, (Number(search.get('page')) || 1) - 1);
  return { filter, page };
}

export function searchFromFilter(filter: EmployeeContractFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  };
  set('q', filter.search);
  set('status', filter.status);
  set('type', filter.contract_type);
  set('staff_id', filter.staff_id);
  set('start_from', filter.start_from);
  set('start_to', filter.start_to);
  set('end_from', filter.end_from);
  set('end_to', filter.end_to);
  set('expiring', filter.expiring_within_days);
  if (page > 0) params.set('page', String(page + 1));
  return params;
}
