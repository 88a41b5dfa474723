import { useState } from 'react';
import { Segmented } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, isOneOf, SHIPPED_ORDER_STATUSES, type OrderRow } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { PagedTable } from '../../../platform/pages';
import { useOrderList } from '../api/order';
import { useOrderTexts } from '../locales';
import { chthImportPath, chthOrderPath, nppOrderPath } from '../paths';
import { OrderStatusTag } from './OrderStatusTag';

const PAGE_SIZE = 20;

/** Which side of the orders a partner tab lists: those it placed, or those placed with it (seller). */
type Side = 'placed' | 'sold';

/**
 * A partner's orders, newest first, each opening inside the partner's pages. A distributor both
 * orders from the company and sells to its stores, so its tab switches between the two sides.
 */
function PartnerOrders({ partnerId, kind }: { partnerId: number; kind: 'npp' | 'chth' }) {
  const texts = useOrderTexts();
  const localePath = useLocalePath();
  const [side, setSide] = useState<Side>('placed');
  const [page, setPage] = useState(0);
  const result = useOrderList({
    ...(side === 'placed' ? { account_id: partnerId } : { seller_id: partnerId }),
    page,
    page_size: PAGE_SIZE,
  });
  const detailPath = (orderId: number) =>
    kind === 'npp' ? nppOrderPath(partnerId, orderId) : chthOrderPath(partnerId, orderId);
  return (
    <>
      {kind === 'npp' && (
        <Segmented<Side>
          style={{ marginBottom: 12 }}
          value={side}
          options={[
            { value: 'placed', label: texts.partner.placed },
            { value: 'sold', label: texts.partner.sold },
          ]}
          onChange={(next) => {
            setSide(next);
            setPage(0);
          }}
        />
      )}
      <PagedTable<OrderRow>
        result={result}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        rowKey="id"
        emptyText={texts.partner.empty}
        columns={[
          {
            key: 'code',
            title: texts.fields.code,
            render: (_, r) => <Link to={localePath(detailPath(r.id))}>{r.code}</Link>,
          },
          {
            key: 'status',
            title: texts.fields.status,
            render: (_, r) => <OrderStatusTag status={r.status} />,
          },
          side === 'placed'
            ? { key: 'seller', title: texts.fields.seller, render: (_, r) => r.seller_name ?? texts.company }
            : { key: 'orderer', title: texts.fields.orderer, render: (_, r) => r.account_name },
          { key: 'total', title: texts.fields.total, render: (_, r) => formatVnd(r.total) },
          { key: 'created', title: texts.fields.createdAt, render: (_, r) => formatDateTime(r.created_at) },
          // A store's orders that left are its goods receipts.
          ...(kind === 'chth'
            ? [
                {
                  key: 'receipt',
                  title: texts.partner.receipt,
                  render: (_: unknown, r: OrderRow) =>
                    isOneOf(SHIPPED_ORDER_STATUSES, r.status) && (
                      <Link to={localePath(chthImportPath(partnerId, r.id))}>{texts.partner.receipt}</Link>
                    ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/** The orders tab of a distributor's page (`/npp-manager/:id`). */
export const DistributorOrders = ({ recordId }: { recordId: number }) => (
  <PartnerOrders partnerId={recordId} kind="npp" />
);

/** The orders tab of a grocery store's page (`/chth-manager/:id`). */
export const StoreOrders = ({ recordId }: { recordId: number }) => (
  <PartnerOrders partnerId={recordId} kind="chth" />
);
