import { Tag } from 'antd';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';

/** An order's status, the same tag on every screen (labels and colours from the contract). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const locale = useLocale();
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} data-status={status}>
      {ORDER_STATUS_LABELS[status][locale]}
    </Tag>
  );
}
