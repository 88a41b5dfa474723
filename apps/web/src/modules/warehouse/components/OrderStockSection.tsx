import { Button, Card, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, isDispatchSettled, RECEIPT_KIND_LABELS, type ReceiptRow } from '@kenh/contract';
import { useLocale, useLocalePath, useShellText } from '../../../platform/layout';
import { fill, ItemList } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useOrder } from '../../order';
import { useReceiptList } from '../api/stock';
import { useWarehouseTexts } from '../locales';
import { receiptFormPath, receiptPath } from '../paths';

/** An order has one goods issue and at most one return receipt; the page shows them all at once. */
const SHOWN = 10;

/**
 * "Phiếu kho của đơn" on an order's page (the warehouse's `order.record` section, for holders of
 * `warehouse`): the receipts posted for the order — its goods issue (PX…) and, once returned, the
 * receipt that brought the goods back (PT…) — each opening its page; and, while the order is
 * approved, "Xuất kho" opening the goods-out form for it, for whoever may post receipts. With none,
 * it says whether the goods issue is still to come or was never made (an order completed or
 * cancelled without one — the demo's orders from before the warehouses' opening stock, say).
 *
 * The order's status comes from the same query as the order page (`orderApi.get`, one cache key),
 * so the section reads nothing more of the order.
 */
export function OrderStockSection({ recordId: orderId }: { recordId: number }) {
  const texts = useWarehouseTexts();
  const shell = useShellText();
  const locale = useLocale();
  const localePath = useLocalePath();
  const canPost = usePermission('warehouse.receipt');
  const order = useOrder(orderId);
  const receipts = useReceiptList({ order_id: orderId, page: 0, page_size: SHOWN });
  const status = order.data?.status;
  const approved = status === 'approved';
  const emptyText = receipts.isError
    ? texts.orderSection.loadFailed
    : approved
      ? texts.orderSection.awaitingIssue
      : isDispatchSettled(status)
        ? texts.orderSection.noneMade
        : texts.orderSection.empty;
  return (
    <Card
      size="small"
      title={shell('recordSections.orderReceipts')}
      extra={
        approved &&
        canPost && (
          <Link to={localePath(receiptFormPath('export', { order: orderId }))}>
            <Button type="primary" size="small">
              {texts.orderSection.issue}
            </Button>
          </Link>
        )
      }
    >
      <ItemList<ReceiptRow>
        size="small"
        loading={receipts.isPending}
        items={receipts.data?.results ?? []}
        rowKey="id"
        emptyText={emptyText}
        renderItem={(receipt) => (
          <Flex vertical gap={2}>
            <Space size={8} wrap>
              <Link to={localePath(receiptPath(receipt.id))}>{receipt.code}</Link>
              <span>{RECEIPT_KIND_LABELS[receipt.kind][locale]}</span>
            </Space>
            <Typography.Text type="secondary">
              {fill(texts.orderSection.facts, {
                warehouse: receipt.warehouse_name,
                at: formatDateTime(receipt.created_at),
                n: receipt.line_count,
              })}
            </Typography.Text>
          </Flex>
        )}
      />
    </Card>
  );
}
