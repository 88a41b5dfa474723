import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type Page } from '@kenh/contract';
import { useLocalePath, useSystemKeyName } from '../../../platform/layout';
import { deleteRowAction, ListPage, type ListColumn, type UrlQuery } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useAccessTexts } from '../locales';
import { accessPaths } from '../paths';

interface NamedSetRow {
  id: number;
  name: string;
  system_key: string;
  permissions: string[];
  module_permission: Record<string, unknown>;
}

export interface SetListPageProps<T extends NamedSetRow> {
  listId: string;
  title: string;
  search: string;
  createLabel: string;
  createPath: string;
  pathOf: (id: number) => string;
  deleteKind: string;
  countTitle: string;
  countOf: (row: T) => number;
  url: UrlQuery<{ page: number; page_size: number; search?: string | undefined }>;
  result: { data: Page<T> | undefined; isLoading: boolean; isFetching: boolean; error: Error | null };
  remove: (id: number) => Promise<unknown>;
}

/** The list of roles or user groups: the same columns, row menu and create button for both. */
export function SetListPage<T extends NamedSetRow>(props: SetListPageProps<T>) {
  const texts = useAccessTexts();
  const systemName = useSystemKeyName();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission('role.manage');
  const columns: ListColumn<T>[] = [
    {
      key: 'name',
      title: texts.common.name,
      alwaysVisible: true,
      inCard: false,
      render: (r) => <Link to={localePath(props.pathOf(r.id))}>{r.name}</Link>,
    },
    {
      key: 'system',
      title: texts.common.system,
      render: (r) => systemName(r.system_key),
      width: 330,
    },
    { key: 'count', title: props.countTitle, render: (r) => props.countOf(r), width: 140 },
    {
      key: 'permissions',
      title: texts.role.permissions,
      render: (r) => new Set([...r.permissions, ...Object.keys(r.module_permission)]).size,
      width: 120,
    },
  ];
  return (
    <ListPage
      listId={props.listId}
      title={props.title}
      breadcrumbs={[{ label: texts.index.title, to: accessPaths.settings }]}
      url={props.url}
      result={props.result}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => <Link to={localePath(props.pathOf(r.id))}>{r.name}</Link>}
      searchPlaceholder={props.search}
      emptyText={texts.common.empty}
      rowActions={[
        {
          key: 'open',
          label: texts.common.open,
          onClick: (r) => void navigate(localePath(props.pathOf(r.id))),
        },
        deleteRowAction<T>({
          kind: props.deleteKind,
          nameOf: (r) => r.name,
          remove: (r) => props.remove(r.id),
          done: texts.common.saved,
          visible: () => canManage,
        }),
      ]}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(props.createPath))}>
            {props.createLabel}
          </Button>
        )
      }
    />
  );
}
