import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  List,
  Pagination,
  Row,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  EMPLOYEE_CONTRACT_MANAGE,
  EMPLOYEE_CONTRACT_MASTERDATA,
  employeeContractLabel,
  formatVnd,
  type EmployeeContractFilter,
  type EmployeeContractListItem,
} from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { FilterPanel, toast } from '../../../platform/feedback';
import { SelectField } from '../../../platform/inputs';
import { useDocumentTitle, useHeader, useIsMobile, useLocale, useLocalePath } from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { CONTRACT_PAGE_SIZE, useContractList } from '../api/contracts';
import { exportContracts } from '../api/export';
import { StatusTag } from '../components/StatusTag';
import { contractDetailPath, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';
import { filterFromSearch, searchFromFilter } from './contract-filter';

/** `dd/mm/yyyy` of a calendar date. */
export function day(value: string | null | undefined): string {
  if (!value) return '';
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * /staff-manager/employee-contract: contracts newest first with search (code or staff name,
 * diacritics ignored), status and type, and in the filter panel date ranges and "expiring within";
 * filters and page live in the address. Excel export uses the same filters.
 */
export function ContractListPage() {
  const tc = useContractTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const canManage = usePermission(EMPLOYEE_CONTRACT_MANAGE);
  const [search, setSearch] = useSearchParams();
  const { filter, page } = filterFromSearch(search);
  const list = useContractList(filter, page);
  const [typed, setTyped] = useState(filter.search ?? '');
  const [panelOpen, setPanelOpen] = useState(false);
  const [draft, setDraft] = useState<EmployeeContractFilter>(filter);
  const [exporting, setExporting] = useState(false);
  useDocumentTitle(tc('title'));
  useHeader({ headerTitle: tc('title') });

  const go = (next: EmployeeContractFilter, nextPage = 0) => setSearch(searchFromFilter(next, nextPage));

  // The search box applies 400 ms after typing stops (the latest filter is read through a ref, so
  // only typing restarts the timer).
  const latest = useRef({ filter, go });
  latest.current = { filter, go };
  useEffect(() => {
    const timer = setTimeout(() => {
      const { filter: current, go: apply } = latest.current;
      if ((current.search ?? '') !== typed.trim()) apply({ ...current, search: typed.trim() || undefined });
    }, 400);
    return () => clearTimeout(timer);
  }, [typed]);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportContracts(filter);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : tc('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const label = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA, value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
  const options = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA) =>
    EMPLOYEE_CONTRACT_MASTERDATA[kind].map((o) => ({ value: o.value, label: o[locale] }));

  const columns: TableColumnsType<EmployeeContractListItem> = [
    {
      key: 'code',
      title: tc('fields.code'),
      render: (_, r) => <Link to={localePath(contractDetailPath(r.id))}>{r.code}</Link>,
    },
    {
      key: 'staff',
      title: tc('fields.staff'),
      render: (_, r) => (
        <>
          <div>{r.staff?.fullname}</div>
          <Typography.Text type="secondary">{r.staff?.code}</Typography.Text>
        </>
      ),
    },
    {
      key: 'type',
      title: tc('fields.contractType'),
      render: (_, r) => label('contract_type', r.contract_type),
    },
    { key: 'position', title: tc('fields.positionTitle'), dataIndex: 'position_title' },
    { key: 'start', title: tc('fields.startDate'), render: (_, r) => day(r.start_date) },
    { key: 'end', title: tc('fields.endDate'), render: (_, r) => day(r.end_date) || tc('none') },
    {
      key: 'salary',
      title: tc('fields.basicSalary'),
      align: 'right',
      render: (_, r) => formatVnd(r.basic_salary),
    },
    { key: 'status', title: tc('fields.status'), render: (_, r) => <StatusTag status={r.status} /> },
  ];

  const total = list.data?.total ?? 0;
  const totalText = list.data?.total_capped ? tc('totalCapped', { total }) : tc('total', { total });
  const emptyText = list.isError ? list.error.message : tc('empty');

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        {!mobile && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {tc('title')}
          </Typography.Title>
        )}
        <Flex gap={8} wrap>
          <Button onClick={() => void onExport()} loading={exporting}>
            {tc('export')}
          </Button>
          {canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(employeeContractPaths.create))}>
              {tc('create')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Card>
        <Row gutter={[8, 8]} style={{ marginBottom: 16 }}>
          <Col xs={24} md={8}>
            <Input.Search
              allowClear
              aria-label={tc('searchPlaceholder')}
              placeholder={tc('searchPlaceholder')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Col>
          <Col xs={12} md={5}>
            <SelectField<string>
              aria-label={tc('fields.status')}
              placeholder={tc('fields.status')}
              allowClear
              showSuccess={false}
              style={{ width: '100%' }}
              options={options('status')}
              value={filter.status ?? null}
              onChange={(v) =>
                go({ ...filter, status: (v as EmployeeContractFilter['status']) ?? undefined })
              }
            />
          </Col>
          <Col xs={12} md={6}>
            <SelectField<string>
              aria-label={tc('fields.contractType')}
              placeholder={tc('fields.contractType')}
              allowClear
              showSuccess={false}
              style={{ width: '100%' }}
              options={options('contract_type')}
              value={filter.contract_type ?? null}
              onChange={(v) =>
                go({ ...filter, contract_type: (v as EmployeeContractFilter['contract_type']) ?? undefined })
              }
            />
          </Col>
          <Col xs={24} md={5}>
            <Flex gap={8}>
              <Button
                onClick={() => {
                  setDraft(filter);
                  setPanelOpen(true);
                }}
              >
                {tc('filters')}
              </Button>
              <Button
                onClick={() => {
                  setTyped('');
                  go({});
                }}
              >
                {tc('clearFilters')}
              </Button>
            </Flex>
          </Col>
        </Row>
        {mobile ? (
          <>
            <List
              loading={list.isFetching}
              dataSource={list.data?.results ?? []}
              locale={{ emptyText: <Empty description={emptyText} /> }}
              renderItem={(r) => (
                <Card
                  size="small"
                  style={{ marginBottom: 8 }}
                  onClick={() => void navigate(localePath(contractDetailPath(r.id)))}
                  title={r.code}
                  extra={<StatusTag status={r.status} />}
                >
                  <div>{r.staff?.fullname}</div>
                  <Typography.Text type="secondary">
                    {label('contract_type', r.contract_type)} · {day(r.start_date)}
                    {r.end_date ? ` – ${day(r.end_date)}` : ''}
                  </Typography.Text>
                  <div>{formatVnd(r.basic_salary)}</div>
                </Card>
              )}
            />
            <Pagination
              current={page + 1}
              pageSize={CONTRACT_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(next) => go(filter, next - 1)}
              showTotal={() => totalText}
              simple
            />
          </>
        ) : (
          <Table<EmployeeContractListItem>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.results ?? []}
            loading={list.isFetching}
            scroll={{ x: 1000 }}
            locale={{ emptyText }}
            pagination={{
              current: page + 1,
              pageSize: CONTRACT_PAGE_SIZE,
              total,
              showSizeChanger: false,
              showTotal: () => totalText,
              onChange: (next) => go(filter, next - 1),
            }}
          />
        )}
      </Card>
      <FilterPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        title={tc('filters')}
        footer={
          <Flex gap={8} justify="end">
            <Button onClick={() => setDraft({})}>{tc('clearFilters')}</Button>
            <Button
              type="primary"
              onClick={() => {
                go({ ...draft, search: filter.search });
                setPanelOpen(false);
              }}
            >
              {tc('applyFilters')}
            </Button>
          </Flex>
        }
      >
        <Typography.Text strong>{tc('startRange')}</Typography.Text>
        <Flex gap={8} style={{ margin: '8px 0 16px' }}>
          <Input
            type="date"
            aria-label={`${tc('startRange')} ${tc('from')}`}
            value={draft.start_from ?? ''}
            onChange={(e) => setDraft({ ...draft, start_from: e.target.value || undefined })}
          />
          <Input
            type="date"
            aria-label={`${tc('startRange')} ${tc('to')}`}
            value={draft.start_to ?? ''}
            onChange={(e) => setDraft({ ...draft, start_to: e.target.value || undefined })}
          />
        </Flex>
        <Typography.Text strong>{tc('endRange')}</Typography.Text>
        <Flex gap={8} style={{ margin: '8px 0 16px' }}>
          <Input
            type="date"
            aria-label={`${tc('endRange')} ${tc('from')}`}
            value={draft.end_from ?? ''}
            onChange={(e) => setDraft({ ...draft, end_from: e.target.value || undefined })}
          />
          <Input
            type="date"
            aria-label={`${tc('endRange')} ${tc('to')}`}
            value={draft.end_to ?? ''}
            onChange={(e) => setDraft({ ...draft, end_to: e.target.value || undefined })}
          />
        </Flex>
        <Typography.Text strong>{tc('expiringWithin')}</Typography.Text>
        <Input
          type="number"
          min={1}
          max={3650}
          aria-label={tc('expiringWithin')}
          style={{ marginTop: 8 }}
          value={draft.expiring_within_days ?? ''}
          onChange={(e) =>
            setDraft({ ...draft, expiring_within_days: e.target.value ? Number(e.target.value) : undefined })
          }
        />
      </FilterPanel>
    </>
  );
}
