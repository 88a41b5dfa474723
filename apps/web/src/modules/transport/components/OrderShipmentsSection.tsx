import { Card, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate, isDispatchSettled, type Shipment } from '@kenh/contract';
import { useLocalePath, useShellText } from '../../../platform/layout';
import { fill, ItemList } from '../../../platform/pages';
import { useOrder } from '../../order';
import { useShipmentList } from '../api/shipments';
import { useTransportTexts } from '../locales';
import { shipmentPath } from '../paths';
import { ShipmentStatusTag } from './tags';

/** An order rides one shipment, or a few when one was cancelled or it came back and went again. */
const SHOWN = 10;

/**
 * "Chuyến giao hàng của đơn" on an order's page (the transport's `order.record` section, for holders
 * of `shipmentstransport`): the shipments that carry the order, each with its status, vehicle, driver
 * and day, opening the shipment. With none, "not yet" while the goods may still leave, "none" once
 * the order's status says they left or never will (the order from the page's own query).
 */
export function OrderShipmentsSection({ recordId: orderId }: { recordId: number }) {
  const texts = useTransportTexts();
  const shell = useShellText();
  const localePath = useLocalePath();
  const shipments = useShipmentList({ order_id: orderId, page: 0, page_size: SHOWN });
  const status = useOrder(orderId).data?.status;
  return (
    <Card size="small" title={shell('recordSections.orderShipments')}>
      <ItemList<Shipment>
        size="small"
        loading={shipments.isPending}
        items={shipments.data?.results ?? []}
        rowKey="id"
        emptyText={
          isDispatchSettled(status) ? texts.shipments.orderCarriedOnNone : texts.shipments.orderEmpty
        }
        renderItem={(shipment) => (
          <Flex vertical gap={2}>
            <Space size={8} wrap>
              <Link to={localePath(shipmentPath(shipment.id))}>{shipment.code}</Link>
              <ShipmentStatusTag status={shipment.status} />
            </Space>
            <Typography.Text type="secondary">
              {fill(texts.shipments.orderFacts, {
                plate: shipment.vehicle_plate,
                driver: shipment.driver_name,
                day: formatDate(shipment.planned_on),
              })}
            </Typography.Text>
          </Flex>
        )}
      />
    </Card>
  );
}
