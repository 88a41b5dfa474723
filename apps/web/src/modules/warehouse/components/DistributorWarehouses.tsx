import { useState } from 'react';
import { Link } from 'react-router';
import { formatVnd, type Warehouse } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { fill, PagedTable } from '../../../platform/pages';
import { useWarehouseList } from '../api/warehouses';
import { useWarehouseTexts } from '../locales';
import { warehousePath } from '../paths';
import { WarehouseStatusTag } from './WarehouseStatusTag';

const PAGE_SIZE = 10;

/**
 * A distributor's warehouses (the warehouses tab of its page), each opening at
 * `/npp-manager/{id}/{idwarehouse}` (spec §2.6) with its stock value and lot warnings.
 */
export function DistributorWarehouses({ recordId }: { recordId: number }) {
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const warehouses = useWarehouseList({ owner_id: recordId, page, page_size: PAGE_SIZE });
  return (
    <PagedTable<Warehouse>
      result={warehouses}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      rowKey="id"
      emptyText={texts.list.empty}
      columns={[
        { key: 'code', title: texts.fields.code, dataIndex: 'code' },
        {
          key: 'name',
          title: texts.fields.name,
          render: (_, w) => <Link to={localePath(warehousePath(w))}>{w.name}</Link>,
        },
        {
          key: 'status',
          title: texts.fields.status,
          render: (_, w) => <WarehouseStatusTag status={w.status} />,
        },
        {
          key: 'value',
          title: texts.fields.stockValue,
          align: 'right',
          render: (_, w) => formatVnd(w.stock_value),
        },
        {
          key: 'lots',
          title: texts.fields.nearExpiry,
          render: (_, w) =>
            w.near_expiry_lots > 0 ? fill(texts.list.nearExpiryTag, { n: w.near_expiry_lots }) : '',
        },
      ]}
    />
  );
}
