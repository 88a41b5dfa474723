import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Office } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { Can } from '../../../platform/session';
import { useOffices } from '../api/offices';
import { ActiveTag } from '../components/ActiveTag';
import { ListFilters } from '../components/ListFilters';
import { PageShell } from '../components/PageShell';
import { ResourceList } from '../components/ResourceList';
import { ORG_PAGE_SIZE, useListParams } from '../list-params';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/office: offices, newest first, searchable (code, name, address), by status, paged. */
export function OfficeListPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const params = useListParams();
  const list = useOffices({
    page: params.page,
    page_size: ORG_PAGE_SIZE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.isActive === undefined ? {} : { is_active: params.isActive }),
  });
  const open = (p: Office) => void navigate(localise(organizationPaths.office(p.id)));
  const columns: TableColumnsType<Office> = [
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 110 },
    { key: 'name', title: t('office.name'), dataIndex: 'name' },
    { key: 'address', title: t('office.address'), dataIndex: 'address', ellipsis: true },
    { key: 'phone', title: t('office.phone'), dataIndex: 'phone', width: 140 },
    { key: 'email', title: t('office.email'), dataIndex: 'email', width: 200 },
    {
      key: 'status',
      title: t('common.status'),
      width: 160,
      render: (_, p) => <ActiveTag active={p.is_active} />,
    },
  ];
  return (
    <PageShell
      title={t('office.title')}
      actions={
        <Can permission="officestaff.manage">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(localise(organizationPaths.officeCreate))}
          >
            {t('common.create')}
          </Button>
        </Can>
      }
    >
      <ListFilters search={params.search} status={params.status} onChange={params.set} />
      <ResourceList<Office>
        rows={list.data?.results ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.isError ? list.error.message : undefined}
        page={params.page}
        pageSize={ORG_PAGE_SIZE}
        onPage={(page) => params.set({ page })}
        columns={columns}
        onOpen={open}
        card={(p) => (
          <Flex vertical gap={4}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text strong>{p.name}</Typography.Text>
              <ActiveTag active={p.is_active} />
            </Flex>
            <Typography.Text type="secondary">
              {p.code}
              {p.address ? ` · ${p.address}` : ''}
            </Typography.Text>
          </Flex>
        )}
      />
    </PageShell>
  );
}
