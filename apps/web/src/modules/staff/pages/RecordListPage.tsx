import { Button, Card, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { STAFF_STATUSES, type Staff, type StaffListQuery, type StaffStatus } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { SelectField } from '../../../platform/inputs';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { AreaZoneSelect } from '../../locate';
import { OfficeSelect, OrgUnitSelect, PositionSelect } from '../../organization';
import { downloadExport, STAFF_PAGE_SIZE, useInactivateStaff, useStaffList } from '../api/staff';
import { ImportDialog } from '../components/ImportDialog';
import { StaffTable } from '../components/StaffTable';
import { fill, useStaffTexts } from '../locales';
import { recordPath, staffPaths } from '../paths';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** Filters kept in the address (`?search=&position_id=…&page=`), so a list can be shared and reloaded. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: Omit<StaffListQuery, 'page' | 'page_size'> = {
    ...(params.get('search') ? { search: params.get('search')! } : {}),
    ...(num(params.get('position_id')) ? { position_id: num(params.get('position_id')) } : {}),
    ...(num(params.get('org_unit_id')) ? { org_unit_id: num(params.get('org_unit_id')) } : {}),
    ...(num(params.get('office_id')) ? { office_id: num(params.get('office_id')) } : {}),
    ...(num(params.get('area_id')) ? { area_id: num(params.get('area_id')) } : {}),
    ...(num(params.get('zone_id')) ? { zone_id: num(params.get('zone_id')) } : {}),
    ...((STAFF_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as StaffStatus }
      : {}),
    ...(date(params.get('join_date_from')) ? { join_date_from: date(params.get('join_date_from')) } : {}),
    ...(date(params.get('join_date_to')) ? { join_date_to: date(params.get('join_date_to')) } : {}),
  };
  const page = Math.max(0, (num(params.get('page')) ?? 1) - 1);
  const set = (next: Partial<Record<string, string | number | null | undefined>>, nextPage = 0) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === undefined || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    p.set('page', String(nextPage + 1));
    setParams(p);
  };
  return { filter, page, set, clear: () => setParams(new URLSearchParams()) };
}

/** /staff-manager/m-staff (and /staff-manager): Hồ sơ nhân sự — filters, list, export, import. */
export function RecordListPage() {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const canManage = usePermission('employeestaff.manage');
  const { filter, page, set, clear } = useFilters();
  const list = useStaffList({ ...filter, page, page_size: STAFF_PAGE_SIZE });
  const inactivate = useInactivateStaff();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  useDocumentTitle(texts.titles.records);
  useHeader({ headerTitle: texts.titles.records });

  const deactivate = async (s: Staff) => {
    const ok = await confirm({
      title: texts.list.confirmInactivateTitle,
      content: fill(texts.list.confirmInactivate, { name: s.fullname }),
      danger: true,
    });
    if (!ok) return;
    try {
      await inactivate.mutateAsync([s.id]);
      toast.success(messageText('staff.inactivated'));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadExport(filter);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {texts.titles.records}
        </Typography.Title>
      )}
      <Card>
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          <Input.Search
            // Keyed by the address's search, so "Xóa lọc" (or a link to the bare list) empties the box.
            key={filter.search ?? ''}
            aria-label={texts.list.search}
            placeholder={texts.list.search}
            defaultValue={filter.search ?? ''}
            allowClear
            onSearch={(value) => set({ search: value.trim() })}
            style={{ width: mobile ? '100%' : 300 }}
          />
          {(
            [
              ['position_id', texts.fields.position, PositionSelect],
              ['org_unit_id', texts.fields.orgUnit, OrgUnitSelect],
              ['office_id', texts.fields.office, OfficeSelect],
            ] as const
          ).map(([key, label, Picker]) => (
            <Picker
              key={key}
              placeholder={label}
              value={filter[key] ?? null}
              onChange={(v) => set({ [key]: v })}
              style={{ width: mobile ? '100%' : 200 }}
            />
          ))}
          <div style={{ minWidth: mobile ? '100%' : 420 }}>
            <AreaZoneSelect
              zoneOptional
              value={{ area_id: filter.area_id ?? null, zone_id: filter.zone_id ?? null }}
              onChange={(v) => set({ area_id: v.area_id, zone_id: v.zone_id })}
            />
          </div>
          <SelectField<StaffStatus>
            aria-label={texts.fields.status}
            placeholder={texts.list.allStatuses}
            allowClear
            searchable={false}
            showSuccess={false}
            value={filter.status ?? null}
            options={STAFF_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))}
            onChange={(v) => set({ status: typeof v === 'string' ? v : null })}
          />
          <Space wrap>
            <span>{texts.list.joinFrom}</span>
            <Input
              type="date"
              aria-label={texts.list.joinFrom}
              value={filter.join_date_from ?? ''}
              onChange={(e) => set({ join_date_from: e.target.value })}
            />
            <span>{texts.list.joinTo}</span>
            <Input
              type="date"
              aria-label={texts.list.joinTo}
              value={filter.join_date_to ?? ''}
              onChange={(e) => set({ join_date_to: e.target.value })}
            />
          </Space>
          <Button onClick={clear}>{texts.list.clear}</Button>
        </Flex>
        <Flex wrap gap={8} justify="end" style={{ marginBottom: 16 }}>
          <Button loading={exporting} onClick={() => void exportFile()}>
            {texts.list.export}
          </Button>
          {canManage && <Button onClick={() => setImporting(true)}>{texts.list.import}</Button>}
          {canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(staffPaths.recordCreate))}>
              {texts.list.create}
            </Button>
          )}
        </Flex>
        <StaffTable
          rows={list.data?.results ?? []}
          total={list.data?.total ?? 0}
          capped={list.data?.total_capped}
          page={page}
          loading={list.isFetching}
          error={list.isError ? list.error.message : undefined}
          pathOf={(s) => recordPath(s.id)}
          onPage={(p) => set({}, p)}
          actions={(s) => (
            <Space wrap>
              <Button size="small" onClick={() => void navigate(localePath(recordPath(s.id)))}>
                {texts.list.view}
              </Button>
              {canManage && s.status === 'active' && (
                <Button size="small" danger onClick={() => void deactivate(s)}>
                  {texts.list.inactivate}
                </Button>
              )}
            </Space>
          )}
        />
      </Card>
      {canManage && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
