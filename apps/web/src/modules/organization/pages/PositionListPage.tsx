import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { positionListQuery, type Position } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import {
  activeFilter,
  ListPage,
  useUrlQuery,
  type ListColumn,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { usePositions } from '../api/positions';
import { ActiveTag } from '../components/ActiveTag';
import { useDeleteRecord } from '../components/use-delete-record';
import { useOrgTexts } from '../locales';
import { organizationPaths } from '../paths';

/** /staff-manager/position: positions by level; search, status filter and paging in the address. */
export function PositionListPage() {
  const texts = useOrgTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission('positionstaff.manage');
  const remove = useDeleteRecord();
  const url = useUrlQuery(positionListQuery);
  const positions = usePositions(url.query);

  const link = (p: Position) => <Link to={localePath(organizationPaths.position(p.id))}>{p.name}</Link>;
  const columns: ListColumn<Position>[] = [
    { key: 'code', title: texts.common.code, render: (p) => p.code, width: 110, noWrap: true, inCard: false },
    { key: 'name', title: texts.position.name, render: link, alwaysVisible: true, inCard: false },
    { key: 'level', title: texts.position.level, render: (p) => p.level, width: 100 },
    { key: 'description', title: texts.common.description, render: (p) => p.description ?? '' },
    {
      key: 'status',
      title: texts.common.status,
      render: (p) => <ActiveTag active={p.is_active} />,
      width: 160,
    },
  ];
  const rowActions: RowAction<Position>[] = [
    {
      key: 'open',
      label: canManage ? texts.common.edit : texts.common.view,
      onClick: (p) => void navigate(localePath(organizationPaths.position(p.id))),
    },
    {
      key: 'delete',
      label: texts.common.delete,
      danger: true,
      visible: () => canManage,
      onClick: (p) => void remove.position(p),
    },
  ];

  return (
    <ListPage
      listId="organization.positions"
      title={texts.position.title}
      url={url}
      result={positions}
      columns={columns}
      rowKey={(p) => p.id}
      cardTitle={(p) => (
        <Link to={localePath(organizationPaths.position(p.id))}>{`${p.code} · ${p.name}`}</Link>
      )}
      searchPlaceholder={texts.position.search}
      filters={[activeFilter(url, texts.common)]}
      rowActions={rowActions}
      emptyText={texts.position.empty}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(organizationPaths.positionCreate))}>
            {texts.position.createTitle}
          </Button>
        )
      }
    />
  );
}
