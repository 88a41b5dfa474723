import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { Office } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { useOffices } from '../api/offices';
import { OrgListPage } from '../components/OrgListPage';
import { listQuery, useListParams } from '../list-params';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/office: offices, newest first, searchable (code, name, address), by status, paged. */
export function OfficeListPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const params = useListParams();
  const list = useOffices(listQuery(params));
  const columns: TableColumnsType<Office> = [
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 110 },
    { key: 'name', title: t('office.name'), dataIndex: 'name' },
    { key: 'address', title: t('office.address'), dataIndex: 'address', ellipsis: true },
    { key: 'phone', title: t('office.phone'), dataIndex: 'phone', width: 140 },
    { key: 'email', title: t('office.email'), dataIndex: 'email', width: 200 },
  ];
  return (
    <OrgListPage<Office>
      title={t('office.title')}
      permission="officestaff.manage"
      createPath={organizationPaths.officeCreate}
      params={params}
      list={list}
      columns={columns}
      onOpen={(p) => void navigate(localise(organizationPaths.office(p.id)))}
      subtitle={(p) => (
        <>
          {p.code}
          {p.address ? ` · ${p.address}` : ''}
        </>
      )}
    />
  );
}
