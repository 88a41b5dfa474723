import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  EMPLOYEE_CONTRACT_EXPORT_PATH,
  EMPLOYEE_CONTRACT_MANAGE,
  EMPLOYEE_CONTRACT_MASTERDATA,
  EMPLOYEE_CONTRACT_STATUSES,
  EMPLOYEE_CONTRACT_TYPES,
  employeeContractLabel,
  employeeContractListBody,
  formatDate,
  formatVnd,
  type EmployeeContractListItem,
  type EmployeeContractStatus,
  type EmployeeContractType,
} from '@kenh/contract';
import { DateField, SelectField, TextInput } from '../../../platform/inputs';
import { useLocale, useLocalePath } from '../../../platform/layout';
import {
  datedFileName,
  filterOf,
  ListPage,
  useUrlQuery,
  type ListColumn,
  type ListFilter,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useContractList } from '../api/contracts';
import { StaffSelect } from '../components/StaffSelect';
import { StatusTag } from '../components/StatusTag';
import { contractDetailPath, contractPrintPath, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';

const DATE_FILTERS = [
  ['start_from', 'list.startFrom'],
  ['start_to', 'list.startTo'],
  ['end_from', 'list.endFrom'],
  ['end_to', 'list.endTo'],
] as const;

/**
 * /staff-manager/employee-contract: contracts newest first with search (code or staff name,
 * diacritics ignored), staff, status, type, date ranges and "expiring within"; the filters and page
 * live in the address under the list endpoint's own names. Excel export uses the same filters.
 */
export function ContractListPage() {
  const tc = useContractTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission(EMPLOYEE_CONTRACT_MANAGE);
  const url = useUrlQuery(employeeContractListBody);
  const list = useContractList(url.query);
  const filter = filterOf(url.query);

  const typeLabel = (value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA.contract_type, value, locale);
  const detailLink = (r: EmployeeContractListItem) => (
    <Link to={localePath(contractDetailPath(r.id))}>{r.code}</Link>
  );

  const columns: ListColumn<EmployeeContractListItem>[] = [
    {
      key: 'code',
      title: tc('fields.code'),
      render: detailLink,
      alwaysVisible: true,
      noWrap: true,
      inCard: false,
    },
    {
      key: 'staff',
      title: tc('fields.staff'),
      render: (r) => (
        <>
          <div>{r.staff?.fullname}</div>
          <Typography.Text type="secondary">{r.staff?.code}</Typography.Text>
        </>
      ),
    },
    { key: 'type', title: tc('fields.contractType'), render: (r) => typeLabel(r.contract_type) },
    { key: 'position', title: tc('fields.positionTitle'), render: (r) => r.position_title },
    { key: 'start', title: tc('fields.startDate'), render: (r) => formatDate(r.start_date), noWrap: true },
    {
      key: 'end',
      title: tc('fields.endDate'),
      render: (r) => formatDate(r.end_date) || tc('none'),
      noWrap: true,
    },
    {
      key: 'salary',
      title: tc('fields.basicSalary'),
      render: (r) => formatVnd(r.basic_salary),
      noWrap: true,
    },
    { key: 'status', title: tc('fields.status'), render: (r) => <StatusTag status={r.status} /> },
  ];

  const rowActions: RowAction<EmployeeContractListItem>[] = [
    {
      key: 'view',
      label: tc('list.view'),
      onClick: (r) => void navigate(localePath(contractDetailPath(r.id))),
    },
    {
      key: 'print',
      label: tc('print.action'),
      onClick: (r) => void navigate(localePath(contractPrintPath(r.id))),
    },
  ];

  const filters: ListFilter[] = [
    {
      key: 'staff_id',
      label: tc('fields.staff'),
      active: filter.staff_id != null,
      control: (
        <div style={{ minWidth: 220 }}>
          <StaffSelect value={filter.staff_id} onChange={(v) => url.set({ staff_id: v })} />
        </div>
      ),
    },
    {
      key: 'status',
      label: tc('fields.status'),
      active: filter.status != null,
      control: (
        <SelectField<EmployeeContractStatus>
          aria-label={tc('fields.status')}
          placeholder={tc('fields.status')}
          allowClear
          searchable={false}
          showSuccess={false}
          style={{ width: '100%', minWidth: 160 }}
          options={EMPLOYEE_CONTRACT_STATUSES.map((s) => ({ value: s, label: tc(`status.${s}`) }))}
          value={filter.status ?? null}
          onChange={(v) => url.set({ status: typeof v === 'string' ? v : null })}
        />
      ),
    },
    {
      key: 'contract_type',
      label: tc('fields.contractType'),
      active: filter.contract_type != null,
      control: (
        <SelectField<EmployeeContractType>
          aria-label={tc('fields.contractType')}
          placeholder={tc('fields.contractType')}
          allowClear
          searchable={false}
          showSuccess={false}
          style={{ width: '100%', minWidth: 200 }}
          options={EMPLOYEE_CONTRACT_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))}
          value={filter.contract_type ?? null}
          onChange={(v) => url.set({ contract_type: typeof v === 'string' ? v : null })}
        />
      ),
    },
    ...DATE_FILTERS.map(([key, label]) => ({
      key,
      label: tc(label),
      active: filter[key] != null,
      control: (
        <DateField
          aria-label={tc(label)}
          placeholder={tc(label)}
          value={filter[key]}
          onChange={(v) => url.set({ [key]: v })}
          style={{ minWidth: 150 }}
        />
      ),
    })),
    {
      key: 'expiring_within_days',
      label: tc('expiringWithin'),
      active: filter.expiring_within_days != null,
      control: (
        <TextInput
          mode="number"
          aria-label={tc('expiringWithin')}
          placeholder={tc('expiringWithin')}
          showMessage={false}
          value={filter.expiring_within_days ?? null}
          onChange={(v) => url.set({ expiring_within_days: v })}
          style={{ width: 200 }}
        />
      ),
    },
  ];

  return (
    <ListPage
      listId="employee-contract.contracts"
      title={tc('title')}
      url={url}
      result={list}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => (
        <Link to={localePath(contractDetailPath(r.id))}>{`${r.code} · ${r.staff?.fullname ?? ''}`}</Link>
      )}
      searchPlaceholder={tc('searchPlaceholder')}
      filters={filters}
      rowActions={rowActions}
      emptyText={tc('empty')}
      // The export endpoint takes the filter as a JSON body, like the list.
      exporter={{
        method: 'POST',
        path: EMPLOYEE_CONTRACT_EXPORT_PATH,
        body: filter,
        fileName: datedFileName(tc('exportFile'), 'xlsx'),
      }}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(employeeContractPaths.create))}>
            {tc('create')}
          </Button>
        )
      }
    />
  );
}
