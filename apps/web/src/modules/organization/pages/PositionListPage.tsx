import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { Position } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { usePositions } from '../api/positions';
import { OrgListPage } from '../components/OrgListPage';
import { listQuery, useListParams } from '../list-params';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/position: positions by level, searchable, filtered by status, paged. */
export function PositionListPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const params = useListParams();
  const list = usePositions(listQuery(params));
  const columns: TableColumnsType<Position> = [
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 110 },
    { key: 'name', title: t('position.name'), dataIndex: 'name' },
    { key: 'level', title: t('position.level'), dataIndex: 'level', width: 100 },
    { key: 'description', title: t('common.description'), dataIndex: 'description', ellipsis: true },
  ];
  return (
    <OrgListPage<Position>
      title={t('position.title')}
      permission="positionstaff.manage"
      createPath={organizationPaths.positionCreate}
      params={params}
      list={list}
      columns={columns}
      onOpen={(p) => void navigate(localise(organizationPaths.position(p.id)))}
      subtitle={(p) => (
        <>
          {p.code} · {t('position.level')} {p.level}
        </>
      )}
    />
  );
}
