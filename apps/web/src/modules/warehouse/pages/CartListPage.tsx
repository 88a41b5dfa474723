import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { cartListQuery, formatDateTime, formatVnd, type CartRow } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { fill, ListPage, useUrlQuery, type ListColumn } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { orderPath } from '../../order';
import { useCartList } from '../api/stock';
import { useWarehouseFilter } from '../components/use-warehouse-filter';
import { useWarehouseTexts } from '../locales';
import { receiptFormPath, warehousePaths } from '../paths';
import { useCountFormat } from '../components/use-count-format';

/**
 * /warehouse/cart-list (spec §2.3): approved orders holding stock, waiting for their goods issue —
 * what each needs against what is held for it (short when less), and the goods issue to post.
 */
export function CartListPage() {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const canPost = usePermission('warehouse.receipt');
  const url = useUrlQuery(cartListQuery);
  const carts = useCartList(url.query);
  const warehouseFilter = useWarehouseFilter(url);
  const orderLink = (r: CartRow) => <Link to={localePath(orderPath(r.order_id))}>{r.order_code}</Link>;
  const issue = (r: CartRow) =>
    canPost && (
      <Link to={localePath(receiptFormPath('export', { order: r.order_id }))}>
        <Button size="small" type="primary">
          {texts.cart.issue}
        </Button>
      </Link>
    );
  const columns: ListColumn<CartRow>[] = [
    {
      key: 'order',
      title: texts.cart.order,
      alwaysVisible: true,
      inCard: false,
      noWrap: true,
      render: orderLink,
    },
    { key: 'orderer', title: texts.cart.orderer, render: (r) => r.orderer_name },
    { key: 'warehouse', title: texts.cart.warehouse, render: (r) => r.warehouse_name },
    { key: 'lines', title: texts.cart.lineCount, render: (r) => r.line_count },
    { key: 'total', title: texts.cart.total, noWrap: true, render: (r) => formatVnd(r.total) },
    {
      key: 'approved',
      title: texts.cart.approvedAt,
      noWrap: true,
      render: (r) => (r.approved_at ? formatDateTime(r.approved_at) : ''),
    },
    {
      key: 'held',
      title: `${texts.cart.reserved} / ${texts.cart.needed}`,
      noWrap: true,
      render: (r) => (
        <>
          {count(r.reserved)} / {count(r.needed)}{' '}
          {r.reserved < r.needed ? (
            <Tag color="red">{fill(texts.cart.short, { n: count(r.needed - r.reserved) })}</Tag>
          ) : (
            <Tag color="green">{texts.cart.ready}</Tag>
          )}
        </>
      ),
    },
    { key: 'issue', title: texts.cart.issue, alwaysVisible: true, render: issue },
  ];
  return (
    <ListPage
      listId="warehouse.cart-list"
      title={texts.cart.title}
      breadcrumbs={[{ label: texts.list.title, to: warehousePaths.list }]}
      url={url}
      result={carts}
      columns={columns}
      rowKey={(r) => r.order_id}
      cardTitle={(r) => (
        <>
          {orderLink(r)} · {r.orderer_name}
        </>
      )}
      filters={[warehouseFilter]}
      emptyText={texts.cart.empty}
    />
  );
}
