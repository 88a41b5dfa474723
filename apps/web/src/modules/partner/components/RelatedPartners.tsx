import { useState } from 'react';
import { Link } from 'react-router';
import type { Partner, PartnerType } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { PagedTable, SearchBox } from '../../../platform/pages';
import { usePartnerList, type PartnerFilter } from '../api/partners';
import { usePartnerTexts } from '../locales';
import { PartnerStatusTag } from './PartnerTags';

const PAGE_SIZE = 20;

/** Partners hanging below a record (a distributor's field staff or stores), paged, with a search. */
export function RelatedPartners({
  type,
  filter,
  detailPath,
}: {
  type: PartnerType;
  filter: Partial<PartnerFilter>;
  detailPath: (id: number) => string;
}) {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const result = usePartnerList(type, {
    ...filter,
    page,
    page_size: PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <SearchBox
          value={search}
          placeholder={texts.list.search}
          width={320}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </div>
      <PagedTable<Partner>
        result={result}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        rowKey="id"
        emptyText={texts.list.empty}
        columns={[
          {
            key: 'name',
            title: texts.fields.fullname,
            render: (_, p) => <Link to={localePath(detailPath(p.id))}>{p.fullname}</Link>,
          },
          { key: 'phone', title: texts.fields.phone, render: (_, p) => p.phone },
          {
            key: 'area',
            title: texts.fields.areaZone,
            render: (_, p) => [p.area_name, p.zone_name].filter(Boolean).join(' / '),
          },
          { key: 'standard', title: texts.fields.standard, render: (_, p) => p.standard_name },
          {
            key: 'status',
            title: texts.fields.status,
            render: (_, p) => <PartnerStatusTag status={p.status} />,
          },
        ]}
      />
    </>
  );
}
