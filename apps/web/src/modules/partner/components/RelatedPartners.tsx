import { useState } from 'react';
import { Table } from 'antd';
import { Link } from 'react-router';
import type { Partner, PartnerType } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { SearchBox } from '../../../platform/pages';
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
      <Table<Partner>
        rowKey="id"
        size="small"
        loading={result.isLoading}
        dataSource={result.data?.results ?? []}
        locale={{ emptyText: texts.list.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: result.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
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
