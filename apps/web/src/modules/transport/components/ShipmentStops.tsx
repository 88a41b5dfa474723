import type { ReactNode } from 'react';
import { Button, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type ShipmentStop } from '@kenh/contract';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import { ItemList } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { orderPath } from '../../order';
import { receiptPath } from '../../warehouse';
import { useTransportTexts } from '../locales';
import { StopStatusTag } from './tags';

export interface StopActions {
  /** Whether the user may mark a waiting stop delivered now (the shipment is on the road). */
  deliverable: boolean;
  /** The same for returning one. */
  returnable: boolean;
  busy: boolean;
  deliver: (stop: ShipmentStop) => void;
  /** Asks the reason first. */
  return: (stop: ShipmentStop) => void;
}

/**
 * The shipment's stops, one order each: the order (its page), the goods issue, who receives it and
 * where, the order's total, the stop's status and reason, and — while the shipment is on the road —
 * "Đã giao" / "Hoàn trả" for a stop still waiting. A table on wide screens; below 768 px one card
 * per stop with full-width buttons.
 */
export function ShipmentStops({ stops, actions }: { stops: ShipmentStop[]; actions: StopActions }) {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const canReadReceipts = usePermission('warehouse');
  const t = texts.stops;
  const order = (s: ShipmentStop) => <Link to={localePath(orderPath(s.order_id))}>{s.order_code}</Link>;
  const receipt = (s: ShipmentStop) =>
    canReadReceipts ? (
      <Link to={localePath(receiptPath(s.receipt_id))}>{s.receipt_code}</Link>
    ) : (
      s.receipt_code
    );
  const phone = (s: ShipmentStop) =>
    s.buyer_phone && <Typography.Link href={`tel:${s.buyer_phone}`}>{s.buyer_phone}</Typography.Link>;
  const anyAction = actions.deliverable || actions.returnable;
  const buttons = (s: ShipmentStop): ReactNode =>
    anyAction &&
    s.status === 'waiting' && (
      <Flex gap={8} vertical={mobile}>
        {actions.deliverable && (
          <Button
            type="primary"
            block={mobile}
            disabled={actions.busy}
            aria-label={`${texts.shipmentActions.deliver} ${s.order_code}`}
            onClick={() => actions.deliver(s)}
          >
            {texts.shipmentActions.deliver}
          </Button>
        )}
        {actions.returnable && (
          <Button
            danger
            block={mobile}
            disabled={actions.busy}
            aria-label={`${texts.shipmentActions.return} ${s.order_code}`}
            onClick={() => actions.return(s)}
          >
            {texts.shipmentActions.return}
          </Button>
        )}
      </Flex>
    );

  if (mobile)
    return (
      <ItemList<ShipmentStop>
        items={stops}
        rowKey="order_id"
        emptyText={t.empty}
        renderItem={(s) => (
          <Flex vertical gap={4} aria-label={s.order_code} role="group">
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Text strong>{order(s)}</Typography.Text>
              <StopStatusTag status={s.status} />
            </Flex>
            <div>
              {t.receipt}: {receipt(s)}
            </div>
            <div>
              {s.buyer_name} {phone(s)}
            </div>
            {s.address && <Typography.Text type="secondary">{s.address}</Typography.Text>}
            <div>
              {t.total}: <Typography.Text strong>{formatVnd(s.total)}</Typography.Text>
            </div>
            {s.reason && (
              <div>
                {t.reason}: {s.reason}
              </div>
            )}
            {s.settled_at && (
              <Typography.Text type="secondary">
                {t.settledAt}: {formatDateTime(s.settled_at)}
              </Typography.Text>
            )}
            {buttons(s)}
          </Flex>
        )}
      />
    );

  return (
    <Table<ShipmentStop>
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="order_id"
      dataSource={stops}
      locale={{ emptyText: t.empty }}
      columns={[
        { key: 'order', title: t.order, render: (_, s) => order(s) },
        { key: 'receipt', title: t.receipt, render: (_, s) => receipt(s) },
        { key: 'receiver', title: t.receiver, render: (_, s) => s.buyer_name },
        { key: 'phone', title: t.phone, render: (_, s) => phone(s) },
        { key: 'address', title: t.address, render: (_, s) => s.address ?? '' },
        {
          key: 'total',
          title: t.total,
          align: 'right',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, s) => formatVnd(s.total),
        },
        { key: 'status', title: t.status, render: (_, s) => <StopStatusTag status={s.status} /> },
        {
          key: 'reason',
          title: t.reason,
          render: (_, s) => (
            <>
              {s.reason}
              {s.settled_at && (
                <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {formatDateTime(s.settled_at)}
                </Typography.Text>
              )}
            </>
          ),
        },
        ...(anyAction
          ? [{ key: 'actions', title: t.actions, render: (_: unknown, s: ShipmentStop) => buttons(s) }]
          : []),
      ]}
    />
  );
}
