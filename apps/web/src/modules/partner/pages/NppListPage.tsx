import { useState } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { datedFileName, filterOf, ListPage, useUrlQuery } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { partnerExportUrl, usePartnerList } from '../api/partners';
import { CreatePartnerDialog } from '../components/CreatePartnerDialog';
import { partnerUrlSchema, usePartnerColumns, usePartnerFilters } from '../components/partner-list';
import { usePartnerTexts } from '../locales';
import { nppPath } from '../paths';

/** /npp-manager: distributors with area/zone/status filters, search, export and creation. */
export function NppListPage() {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const canCreate = usePermission('user.create');
  const [creating, setCreating] = useState(false);
  const url = useUrlQuery(partnerUrlSchema);
  const result = usePartnerList('NPP', url.query);
  const columns = usePartnerColumns((p) => nppPath(p.id), ['representative', 'tax']);
  const filters = usePartnerFilters(url);
  const filter = filterOf(url.query);
  return (
    <>
      <ListPage
        listId="partner.npp"
        title={texts.npp.title}
        url={url}
        result={result}
        columns={columns}
        rowKey={(p) => p.id}
        cardTitle={(p) => <Link to={localePath(nppPath(p.id))}>{p.fullname}</Link>}
        searchPlaceholder={texts.list.search}
        filters={filters}
        exporter={{
          path: partnerExportUrl('NPP', filter),
          fileName: datedFileName(texts.npp.exportName, 'xlsx'),
        }}
        emptyText={texts.list.empty}
        actions={
          canCreate && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {texts.npp.create}
            </Button>
          )
        }
      />
      <CreatePartnerDialog
        type="NPP"
        open={creating}
        onClose={() => setCreating(false)}
        detailPath={nppPath}
      />
    </>
  );
}
