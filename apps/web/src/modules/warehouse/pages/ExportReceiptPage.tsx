import { Card, Result, Skeleton } from 'antd';
import { fill, PageHeader, type Crumb } from '../../../platform/pages';
import { useOrder } from '../../order';
import { useCartList } from '../api/stock';
import { ExportForm } from '../components/ExportForm';
import { lotDefaults } from '../components/lot-form';
import { linesOfOrderLine } from '../components/order-lines';
import { OrderSummary } from '../components/OrderSummary';
import { useOrderSuggestions } from '../components/use-order-suggestions';
import { useReceiptPreset } from '../components/use-receipt-preset';
import { useWarehouseTexts } from '../locales';
import { warehousePaths } from '../paths';

/**
 * Goods out for an approved order (`?order=`): its lines, each filled from the FEFO suggestion in the
 * warehouse holding the order's stock; the keeper may change any lot before posting.
 */
function OrderExport({
  orderId,
  warehouseId,
  crumbs,
}: {
  orderId: number;
  warehouseId: number | null;
  crumbs: Crumb[];
}) {
  const texts = useWarehouseTexts();
  const order = useOrder(orderId);
  // Opened from the order's page (no `?warehouse=`): the warehouse holding its stock ships it.
  const hold = useCartList(
    { order_id: orderId, page: 0, page_size: 1 },
    order.data !== undefined && order.data.warehouse_id === null && warehouseId === null,
  );
  const warehouse = order.data?.warehouse_id ?? warehouseId ?? hold.data?.results[0]?.warehouse_id;
  const { suggestions, variantOf, ready, error } = useOrderSuggestions(order.data, warehouse);
  if (warehouse === undefined && hold.data && !order.error)
    return (
      <>
        <PageHeader title={texts.exportForm.title} breadcrumbs={crumbs} />
        <Result status="warning" title={texts.exportForm.noHold} />
      </>
    );
  if (order.error || error)
    return (
      <>
        <PageHeader title={texts.exportForm.title} breadcrumbs={crumbs} />
        <Result status="warning" title={(order.error ?? error)?.message ?? texts.exportForm.orderNotFound} />
      </>
    );
  if (!order.data || !ready)
    return (
      <>
        <PageHeader title={texts.exportForm.title} breadcrumbs={crumbs} />
        <Card aria-busy>
          <Skeleton active paragraph={{ rows: 4 }} />
          {texts.exportForm.loadingSuggestions}
        </Card>
      </>
    );
  const data = order.data;
  const lines = data.lines.flatMap((line, index) => {
    const suggestion = suggestions[index];
    return suggestion ? linesOfOrderLine(line, suggestion, variantOf.get(line.variant_id)) : [];
  });
  return (
    <ExportForm
      title={fill(texts.exportForm.orderTitle, { code: data.code })}
      crumbs={crumbs}
      defaults={lotDefaults({ warehouse_id: warehouse ?? null, order_id: data.id, lines })}
      warehouseFixed={data.warehouse_id !== null}
      summary={<OrderSummary order={data} suggestions={suggestions} />}
    />
  );
}

/**
 * /warehouse/receipt/export (designed): goods out — for an order (`?order=ID`, from the goods to
 * ship) or free lines picked from what the warehouse holds (`?warehouse=ID` preselects it).
 */
export function ExportReceiptPage() {
  const texts = useWarehouseTexts();
  const preset = useReceiptPreset();
  const crumbs = [
    { label: texts.list.title, to: warehousePaths.list },
    preset.orderId
      ? { label: texts.cart.title, to: warehousePaths.cartList }
      : { label: texts.receipt.listTitle, to: warehousePaths.receipts },
  ];
  return preset.orderId ? (
    <OrderExport orderId={preset.orderId} warehouseId={preset.warehouseId} crumbs={crumbs} />
  ) : (
    <ExportForm
      title={texts.exportForm.title}
      crumbs={crumbs}
      defaults={lotDefaults({ warehouse_id: preset.warehouseId })}
      warehouseFixed={false}
    />
  );
}
