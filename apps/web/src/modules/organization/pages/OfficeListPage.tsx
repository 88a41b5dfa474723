import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { officeListQuery, type Office } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import {
  activeFilter,
  ListPage,
  selectFilter,
  useUrlQuery,
  type ListColumn,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useLocateDropdown } from '../../locate';
import { useOffices } from '../api/offices';
import { ActiveTag } from '../components/ActiveTag';
import { useDeleteRecord } from '../components/use-delete-record';
import { useOrgTexts } from '../locales';
import { organizationPaths } from '../paths';

/**
 * /staff-manager/office: offices, newest first; search (code, name, address), area (vùng) and status
 * filters and paging in the address.
 */
export function OfficeListPage() {
  const texts = useOrgTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission('officestaff.manage');
  const remove = useDeleteRecord();
  // Areas show only to whoever may read them (the dropdown is not asked for otherwise).
  const canReadAreas = usePermission('area');
  const areaOptions = useLocateDropdown(true).data ?? [];
  const url = useUrlQuery(officeListQuery);
  const offices = useOffices(url.query);
  const areaName = new Map(areaOptions.map((a) => [a.value, a.label]));

  const areaColumn: ListColumn<Office> = {
    key: 'area',
    title: texts.office.area,
    render: (o) => (o.area_id === null ? '' : (areaName.get(o.area_id) ?? '')),
  };
  const link = (o: Office) => <Link to={localePath(organizationPaths.office(o.id))}>{o.name}</Link>;
  const columns: ListColumn<Office>[] = [
    { key: 'code', title: texts.common.code, render: (o) => o.code, width: 110, noWrap: true, inCard: false },
    { key: 'name', title: texts.office.name, render: link, alwaysVisible: true, inCard: false },
    { key: 'address', title: texts.office.address, render: (o) => o.address ?? '' },
    ...(canReadAreas ? [areaColumn] : []),
    {
      key: 'phone',
      title: texts.office.phone,
      width: 140,
      noWrap: true,
      render: (o) => (o.phone ? <a href={`tel:${o.phone}`}>{o.phone}</a> : ''),
    },
    { key: 'email', title: texts.office.email, render: (o) => o.email ?? '' },
    {
      key: 'status',
      title: texts.common.status,
      render: (o) => <ActiveTag active={o.is_active} />,
      width: 160,
    },
  ];
  const areaFilter = selectFilter<number>({
    url,
    field: 'area_id',
    value: url.query.area_id,
    label: texts.office.area,
    placeholder: texts.office.allAreas,
    options: areaOptions.map((a) => ({ value: a.value, label: a.label })),
  });
  const rowActions: RowAction<Office>[] = [
    {
      key: 'open',
      label: canManage ? texts.common.edit : texts.common.view,
      onClick: (o) => void navigate(localePath(organizationPaths.office(o.id))),
    },
    {
      key: 'delete',
      label: texts.common.delete,
      danger: true,
      visible: () => canManage,
      onClick: (o) => void remove.office(o),
    },
  ];

  return (
    <ListPage
      listId="organization.offices"
      title={texts.office.title}
      url={url}
      result={offices}
      columns={columns}
      rowKey={(o) => o.id}
      cardTitle={(o) => (
        <Link to={localePath(organizationPaths.office(o.id))}>{`${o.code} · ${o.name}`}</Link>
      )}
      searchPlaceholder={texts.office.search}
      filters={[...(canReadAreas ? [areaFilter] : []), activeFilter(url, texts.common)]}
      rowActions={rowActions}
      emptyText={texts.office.empty}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(organizationPaths.officeCreate))}>
            {texts.office.createTitle}
          </Button>
        )
      }
    />
  );
}
