import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { allStaffQuery, type Staff } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import { ListPage, useUrlQuery, type RowAction } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useAllStaff, useStaffList } from '../api/staff';
import { useStaffColumns } from '../components/staff-columns';
import { useStaffTexts } from '../locales';
import { accountStaffPath, staffPaths } from '../paths';

/**
 * /staff-manager/staff: staff linked to a login account (`all_staff`), filtered by their manager's
 * account (`account_parent_id`) and searched; filters and paging in the address.
 */
export function AccountStaffListPage() {
  const texts = useStaffTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('employeestaff.manage');
  const url = useUrlQuery(allStaffQuery);
  const list = useAllStaff(url.query);
  const columns = useStaffColumns((s) => accountStaffPath(s.id));
  // Managers with an account, for the parent filter.
  const managers = useStaffList({ page: 0, page_size: 200, status: 'active' });
  const managerOptions = (managers.data?.results ?? []).flatMap((s) =>
    s.account_id === null ? [] : [{ value: s.account_id, label: s.fullname, label_child: s.code }],
  );
  const parent = url.query.account_parent_id ?? null;
  const open = (s: Staff) => void navigate(localePath(accountStaffPath(s.id)));
  const rowActions: RowAction<Staff>[] = [{ key: 'view', label: texts.list.view, onClick: open }];
  return (
    <ListPage
      listId="staff.accounts"
      title={texts.titles.accounts}
      url={url}
      result={list}
      columns={columns}
      rowKey={(s) => s.id}
      cardTitle={(s) => <Link to={localePath(accountStaffPath(s.id))}>{`${s.code} · ${s.fullname}`}</Link>}
      searchPlaceholder={texts.list.search}
      rowActions={rowActions}
      emptyText={texts.list.empty}
      filters={[
        {
          key: 'account_parent_id',
          label: texts.list.manager,
          active: parent !== null,
          control: (
            <SelectField<number>
              aria-label={texts.list.manager}
              placeholder={texts.list.allManagers}
              allowClear
              showSuccess={false}
              style={{ width: '100%', minWidth: 260 }}
              value={parent}
              options={managerOptions}
              onChange={(v) => url.set({ account_parent_id: typeof v === 'number' ? v : null })}
            />
          ),
        },
      ]}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(staffPaths.accountCreate))}>
            {texts.list.create}
          </Button>
        )
      }
    />
  );
}
