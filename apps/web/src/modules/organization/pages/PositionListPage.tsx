import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Position } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { Can } from '../../../platform/session';
import { usePositions } from '../api/positions';
import { ActiveTag } from '../components/ActiveTag';
import { ListFilters } from '../components/ListFilters';
import { PageShell } from '../components/PageShell';
import { ResourceList } from '../components/ResourceList';
import { ORG_PAGE_SIZE, useListParams } from '../list-params';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/position: positions by level, searchable, filtered by status, paged. */
export function PositionListPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const params = useListParams();
  const list = usePositions({
    page: params.page,
    page_size: ORG_PAGE_SIZE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.isActive === undefined ? {} : { is_active: params.isActive }),
  });
  const open = (p: Position) => void navigate(localise(organizationPaths.position(p.id)));
  const columns: TableColumnsType<Position> = [
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 110 },
    { key: 'name', title: t('position.name'), dataIndex: 'name' },
    { key: 'level', title: t('position.level'), dataIndex: 'level', width: 100 },
    { key: 'description', title: t('common.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'status',
      title: t('common.status'),
      width: 160,
      render: (_, p) => <ActiveTag active={p.is_active} />,
    },
  ];
  return (
    <PageShell
      title={t('position.title')}
      actions={
        <Can permission="positionstaff.manage">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(localise(organizationPaths.positionCreate))}
          >
            {t('common.create')}
          </Button>
        </Can>
      }
    >
      <ListFilters search={params.search} status={params.status} onChange={params.set} />
      <ResourceList<Position>
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
              {p.code} · {t('position.level')} {p.level}
            </Typography.Text>
          </Flex>
        )}
      />
    </PageShell>
  );
}
