import { Button, Card, Flex, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SelectField } from '../../../platform/inputs';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { STAFF_PAGE_SIZE, useAllStaff, useStaffList } from '../api/staff';
import { StaffTable } from '../components/StaffTable';
import { useStaffTexts } from '../locales';
import { accountStaffPath, staffPaths } from '../paths';

/**
 * /staff-manager/staff: staff linked to a login account (`all_staff`), filtered by their manager's
 * account (`account_parent_id`) and searched; paging in the address.
 */
export function AccountStaffListPage() {
  const texts = useStaffTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const canManage = usePermission('employeestaff.manage');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const parent = Number(params.get('account_parent_id')) || undefined;
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1) || 0;
  const list = useAllStaff({
    page,
    page_size: STAFF_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(parent ? { account_parent_id: parent } : {}),
  });
  // Managers with an account, for the parent filter.
  const managers = useStaffList({ page: 0, page_size: 200, status: 'active' });
  useDocumentTitle(texts.titles.accounts);
  useHeader({ headerTitle: texts.titles.accounts });
  const go = (next: Record<string, string | number | undefined>, nextPage = 0) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    p.set('page', String(nextPage + 1));
    setParams(p);
  };
  const managerOptions = (managers.data?.results ?? [])
    .filter((s) => s.account_id !== null)
    .map((s) => ({ value: s.account_id!, label: s.fullname, label_child: s.code }));
  return (
    <>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {texts.titles.accounts}
        </Typography.Title>
      )}
      <Card>
        <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
          <Flex wrap gap={8}>
            <Input.Search
              key={search}
              aria-label={texts.list.search}
              placeholder={texts.list.search}
              defaultValue={search}
              allowClear
              onSearch={(value) => go({ search: value.trim() })}
              style={{ width: mobile ? '100%' : 300 }}
            />
            <SelectField<number>
              aria-label={texts.list.manager}
              placeholder={texts.list.allManagers}
              allowClear
              showSuccess={false}
              style={{ width: mobile ? '100%' : 260 }}
              value={parent ?? null}
              options={managerOptions}
              onChange={(v) => go({ account_parent_id: typeof v === 'number' ? v : undefined })}
            />
          </Flex>
          {canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(staffPaths.accountCreate))}>
              {texts.list.create}
            </Button>
          )}
        </Flex>
        <StaffTable
          rows={list.data?.results ?? []}
          total={list.data?.total ?? 0}
          capped={list.data?.total_capped}
          page={page}
          loading={list.isFetching}
          error={list.isError ? list.error.message : undefined}
          pathOf={(s) => accountStaffPath(s.id)}
          onPage={(p) => go({}, p)}
        />
      </Card>
    </>
  );
}
