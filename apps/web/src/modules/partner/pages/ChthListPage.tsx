import { useState } from 'react';
import { Button, Segmented, Space } from 'antd';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { datedFileName, filterOf, ListPage, PageHeader, useUrlQuery } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { partnerExportUrl, useGroceryList } from '../api/partners';
import { CreatePartnerDialog } from '../components/CreatePartnerDialog';
import { GroceryImportDialog } from '../components/GroceryImportDialog';
import { NetworkMap } from '../components/NetworkMap';
import { partnerUrlSchema, usePartnerColumns, usePartnerFilters } from '../components/partner-list';
import { SetStandardDialog } from '../components/SetStandardDialog';
import { StoreStandardsDrawer } from '../components/StoreStandardsDrawer';
import { usePartnerTexts } from '../locales';
import { chthPath } from '../paths';

/**
 * /chth-manager: grocery stores as a list (filters, search, bulk "set standard", Excel import and
 * export) or on the map (the stores of the view, clustered); the store standards open beside it.
 */
export function ChthListPage() {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const canCreate = usePermission('user.create');
  const canManage = usePermission('partner.manage');
  const canMap = usePermission('partner');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [standardsOpen, setStandardsOpen] = useState(false);
  const [settingStandard, setSettingStandard] = useState<number[] | null>(null);
  const url = useUrlQuery(partnerUrlSchema);
  const result = useGroceryList(url.query);
  const columns = usePartnerColumns((p) => chthPath(p.id), ['distributor', 'fieldStaff', 'standard']);
  const filters = usePartnerFilters(url, 'store');
  const filter = filterOf(url.query);

  const actions = (
    <Space wrap>
      {canMap && (
        <Segmented<'list' | 'map'>
          value={view}
          onChange={(value) => setView(value)}
          options={[
            { value: 'list', label: texts.list.listView },
            { value: 'map', label: texts.list.mapView },
          ]}
        />
      )}
      <Button onClick={() => setStandardsOpen(true)}>{texts.chth.standards}</Button>
      {canCreate && <Button onClick={() => setImporting(true)}>{texts.import.button}</Button>}
      {canCreate && (
        <Button type="primary" onClick={() => setCreating(true)}>
          {texts.chth.create}
        </Button>
      )}
    </Space>
  );

  return (
    <>
      {view === 'list' ? (
        <ListPage
          listId="partner.chth"
          title={texts.chth.title}
          url={url}
          result={result}
          columns={columns}
          rowKey={(p) => p.id}
          cardTitle={(p) => <Link to={localePath(chthPath(p.id))}>{p.fullname}</Link>}
          searchPlaceholder={texts.list.search}
          filters={filters}
          bulkActions={
            canManage
              ? [
                  {
                    key: 'standard',
                    label: texts.chth.setStandard,
                    run: (rows) => setSettingStandard(rows.map((r) => r.id)),
                  },
                ]
              : undefined
          }
          exporter={{
            path: partnerExportUrl('CHTH', filter),
            fileName: datedFileName(texts.chth.exportName, 'xlsx'),
          }}
          emptyText={texts.list.empty}
          actions={actions}
        />
      ) : (
        <>
          <PageHeader title={texts.chth.title} actions={actions} />
          <NetworkMap types={['CHTH']} areaId={filter.area_id} zoneId={filter.zone_id} />
        </>
      )}
      <CreatePartnerDialog
        type="CHTH"
        open={creating}
        onClose={() => setCreating(false)}
        detailPath={chthPath}
      />
      <GroceryImportDialog open={importing} onClose={() => setImporting(false)} />
      <StoreStandardsDrawer open={standardsOpen} onClose={() => setStandardsOpen(false)} />
      <SetStandardDialog ids={settingStandard} onClose={() => setSettingStandard(null)} />
    </>
  );
}
