import type { ReactNode } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { Can } from '../../../platform/session';
import type { useListParams } from '../list-params';
import { ORG_PAGE_SIZE } from '../list-params';
import { useOrgText } from '../texts';
import { ActiveTag } from './ActiveTag';
import { ListFilters } from './ListFilters';
import { PageShell } from './PageShell';
import { ResourceList } from './ResourceList';

interface OrgRow {
  id: number;
  name: string;
  is_active: boolean;
}

/**
 * A paged, searchable organisation list (offices, positions): title with a "create" button for
 * `permission`, the search/status filters, the rows with a status column appended, and on phones a
 * card of name, status and `subtitle`.
 */
export function OrgListPage<T extends OrgRow>({
  title,
  permission,
  createPath,
  params,
  list,
  columns,
  onOpen,
  subtitle,
}: {
  title: string;
  permission: 'officestaff.manage' | 'positionstaff.manage';
  createPath: string;
  params: ReturnType<typeof useListParams>;
  list: {
    data?: { results: T[]; total: number } | undefined;
    isFetching: boolean;
    isError: boolean;
    error: Error | null;
  };
  columns: TableColumnsType<T>;
  onOpen: (row: T) => void;
  subtitle: (row: T) => ReactNode;
}) {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  return (
    <PageShell
      title={title}
      actions={
        <Can permission={permission}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(localise(createPath))}>
            {t('common.create')}
          </Button>
        </Can>
      }
    >
      <ListFilters search={params.search} status={params.status} onChange={params.set} />
      <ResourceList<T>
        rows={list.data?.results ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.isError ? list.error?.message : undefined}
        page={params.page}
        pageSize={ORG_PAGE_SIZE}
        onPage={(page) => params.set({ page })}
        columns={[
          ...columns,
          {
            key: 'status',
            title: t('common.status'),
            width: 160,
            render: (_, p) => <ActiveTag active={p.is_active} />,
          },
        ]}
        onOpen={onOpen}
        card={(p) => (
          <Flex vertical gap={4}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text strong>{p.name}</Typography.Text>
              <ActiveTag active={p.is_active} />
            </Flex>
            <Typography.Text type="secondary">{subtitle(p)}</Typography.Text>
          </Flex>
        )}
      />
    </PageShell>
  );
}
