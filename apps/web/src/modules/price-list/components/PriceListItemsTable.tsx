import { useState } from 'react';
import { Table } from 'antd';
import { formatVnd, type PriceListItem } from '@kenh/contract';
import { SearchBox } from '../../../platform/pages';
import { usePriceListItems } from '../api/price-lists';
import { usePriceListTexts } from '../locales';

const PAGE_SIZE = 50;

/** The prices of a list, read-only, page by page, searched by product (diacritics ignored by the server). */
export function PriceListItemsTable({ listId }: { listId: number }) {
  const texts = usePriceListTexts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const items = usePriceListItems(listId, { page, page_size: PAGE_SIZE, ...(search ? { search } : {}) });
  return (
    <section aria-label={texts.history.items}>
      <div style={{ marginBottom: 12 }}>
        <SearchBox
          value={search}
          placeholder={texts.grid.pickVariant}
          width={360}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </div>
      <Table<PriceListItem>
        size="small"
        rowKey={(r) => `${r.variant_id}:${r.unit_id}`}
        loading={items.isFetching}
        dataSource={items.data?.results ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: texts.grid.empty }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: items.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          { key: 'code', title: texts.grid.code, render: (_, r) => r.variant_code },
          { key: 'variant', title: texts.grid.variant, render: (_, r) => r.variant_name },
          { key: 'unit', title: texts.grid.unit, render: (_, r) => r.unit_name },
          { key: 'price', title: texts.grid.price, align: 'right', render: (_, r) => formatVnd(r.price) },
        ]}
      />
    </section>
  );
}
