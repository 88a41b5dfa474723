import { useState } from 'react';
import { Button, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { datedFileName, filterOf, ListPage, useUrlQuery } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { partnerExportUrl, usePartnerList } from '../api/partners';
import { CreatePartnerDialog } from '../components/CreatePartnerDialog';
import { idParamOf } from '../components/id-param';
import { NvttStandardsDrawer } from '../components/NvttStandardsDrawer';
import { PartnerDetailView } from '../components/PartnerDetailView';
import { partnerUrlSchema, usePartnerColumns, usePartnerFilters } from '../components/partner-list';
import { RelatedPartners } from '../components/RelatedPartners';
import { usePartnerTexts } from '../locales';
import { chthPath, NVTT_LIST, nvttPath } from '../paths';

function NvttList() {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const canCreate = usePermission('user.create');
  const [creating, setCreating] = useState(false);
  const [standardsOpen, setStandardsOpen] = useState(false);
  const url = useUrlQuery(partnerUrlSchema);
  const result = usePartnerList('NVTT', url.query);
  const columns = usePartnerColumns((p) => nvttPath(p.id), ['distributor', 'standard']);
  const filters = usePartnerFilters(url, 'nvtt');
  const filter = filterOf(url.query);
  return (
    <>
      <ListPage
        listId="partner.nvtt"
        title={texts.nvtt.title}
        url={url}
        result={result}
        columns={columns}
        rowKey={(p) => p.id}
        cardTitle={(p) => <Link to={localePath(nvttPath(p.id))}>{p.fullname}</Link>}
        searchPlaceholder={texts.list.search}
        filters={filters}
        exporter={{
          path: partnerExportUrl('NVTT', filter),
          fileName: datedFileName(texts.nvtt.exportName, 'xlsx'),
        }}
        emptyText={texts.list.empty}
        actions={
          <Space wrap>
            <Button onClick={() => setStandardsOpen(true)}>{texts.nvtt.standards}</Button>
            {canCreate && (
              <Button type="primary" onClick={() => setCreating(true)}>
                {texts.nvtt.create}
              </Button>
            )}
          </Space>
        }
      />
      <CreatePartnerDialog
        type="NVTT"
        open={creating}
        onClose={() => setCreating(false)}
        detailPath={nvttPath}
      />
      <NvttStandardsDrawer open={standardsOpen} onClose={() => setStandardsOpen(false)} />
    </>
  );
}

/**
 * /nvtt-manager/:id?: without an id the field staff list (filters, export, their standards beside
 * it); with one, the field staff member's profile, standard, distributor and the stores they serve.
 */
export function NvttPage() {
  const texts = usePartnerTexts();
  const { id } = useParams();
  if (id === undefined) return <NvttList />;
  return (
    <PartnerDetailView
      id={idParamOf(id)}
      list={{ label: texts.nvtt.title, to: NVTT_LIST }}
      tabs={(p) => [
        {
          key: 'stores',
          label: texts.nvtt.stores,
          children: <RelatedPartners type="CHTH" filter={{ field_staff_id: p.id }} detailPath={chthPath} />,
        },
      ]}
    />
  );
}
