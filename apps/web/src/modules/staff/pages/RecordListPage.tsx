import { useState } from 'react';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { STAFF_STATUSES, staffListQuery, type Staff, type StaffStatus } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { DateField, SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import {
  datedFileName,
  fill,
  filterOf,
  ListPage,
  useUrlQuery,
  type ListFilter,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { AreaZoneSelect } from '../../locate';
import { OfficeSelect, OrgUnitSelect, PositionSelect } from '../../organization';
import { exportUrl, useInactivateStaff, useStaffList } from '../api/staff';
import { ImportDialog } from '../components/ImportDialog';
import { useStaffColumns } from '../components/staff-columns';
import { useStaffTexts } from '../locales';
import { recordPath, staffPaths } from '../paths';

const FILTER_WIDTH = 200;

/** /staff-manager/m-staff (and /staff-manager): Hồ sơ nhân sự — filters, list, export, import. */
export function RecordListPage() {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('employeestaff.manage');
  const url = useUrlQuery(staffListQuery);
  const list = useStaffList(url.query);
  const inactivate = useInactivateStaff();
  const [importing, setImporting] = useState(false);
  const filter = filterOf(url.query);

  const deactivate = async (rows: readonly Staff[]) => {
    const ok = await confirm({
      title: texts.list.confirmInactivateTitle,
      content: fill(texts.list.confirmInactivate, { name: rows.map((s) => s.fullname).join(', ') }),
      danger: true,
    });
    if (!ok) return;
    try {
      await inactivate.mutateAsync(rows.map((s) => s.id));
      toast.success(messageText('staff.inactivated'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns = useStaffColumns((s) => recordPath(s.id));
  const rowActions: RowAction<Staff>[] = [
    { key: 'view', label: texts.list.view, onClick: (s) => void navigate(localePath(recordPath(s.id))) },
    {
      key: 'inactivate',
      label: texts.list.inactivate,
      danger: true,
      visible: (s) => canManage && s.status === 'active',
      onClick: (s) => void deactivate([s]),
    },
  ];
  const pickers = [
    ['position_id', texts.fields.position, PositionSelect],
    ['org_unit_id', texts.fields.orgUnit, OrgUnitSelect],
    ['office_id', texts.fields.office, OfficeSelect],
  ] as const;
  const filters: ListFilter[] = [
    ...pickers.map(([key, label, Picker]) => ({
      key,
      label,
      active: filter[key] != null,
      control: (
        <Picker
          placeholder={label}
          value={filter[key] ?? null}
          onChange={(v) => url.set({ [key]: v })}
          style={{ width: '100%', minWidth: FILTER_WIDTH }}
        />
      ),
    })),
    {
      key: 'area',
      label: texts.fields.areaZone,
      active: filter.area_id != null || filter.zone_id != null,
      control: (
        <div style={{ minWidth: 2 * FILTER_WIDTH }}>
          <AreaZoneSelect
            zoneOptional
            value={{ area_id: filter.area_id ?? null, zone_id: filter.zone_id ?? null }}
            onChange={(v) => url.set({ area_id: v.area_id, zone_id: v.zone_id })}
          />
        </div>
      ),
    },
    {
      key: 'status',
      label: texts.fields.status,
      active: filter.status != null,
      control: (
        <SelectField<StaffStatus>
          aria-label={texts.fields.status}
          placeholder={texts.list.allStatuses}
          allowClear
          searchable={false}
          showSuccess={false}
          value={filter.status ?? null}
          style={{ width: '100%', minWidth: 160 }}
          options={STAFF_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))}
          onChange={(v) => url.set({ status: typeof v === 'string' ? v : null })}
        />
      ),
    },
    ...(['join_date_from', 'join_date_to'] as const).map((key) => ({
      key,
      label: key === 'join_date_from' ? texts.list.joinFrom : `${texts.fields.joinDate} ${texts.list.joinTo}`,
      active: filter[key] != null,
      control: (
        <DateField
          aria-label={key === 'join_date_from' ? texts.list.joinFrom : texts.list.joinTo}
          placeholder={key === 'join_date_from' ? texts.list.joinFrom : texts.list.joinTo}
          value={filter[key]}
          onChange={(v) => url.set({ [key]: v })}
          style={{ minWidth: 160 }}
        />
      ),
    })),
  ];

  return (
    <>
      <ListPage
        listId="staff.records"
        title={texts.titles.records}
        url={url}
        result={list}
        columns={columns}
        rowKey={(s) => s.id}
        cardTitle={(s) => <Link to={localePath(recordPath(s.id))}>{`${s.code} · ${s.fullname}`}</Link>}
        searchPlaceholder={texts.list.search}
        filters={filters}
        rowActions={rowActions}
        {...(canManage
          ? {
              bulkActions: [
                {
                  key: 'inactivate',
                  label: texts.list.inactivate,
                  danger: true,
                  run: (rows: Staff[]) => deactivate(rows.filter((s) => s.status === 'active')),
                },
              ],
            }
          : {})}
        exporter={{ path: exportUrl(filter), fileName: datedFileName('nhan-su', 'xlsx') }}
        emptyText={texts.list.empty}
        actions={
          canManage && (
            <>
              <Button onClick={() => setImporting(true)}>{texts.list.import}</Button>
              <Button type="primary" onClick={() => void navigate(localePath(staffPaths.recordCreate))}>
                {texts.list.create}
              </Button>
            </>
          )
        }
      />
      {canManage && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
