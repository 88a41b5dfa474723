import { Card, Col, Descriptions, Flex, Row } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, type Order, priceSystemLabel } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { fill, PageHeader, RecordGate } from '../../../platform/pages';
import { RecordSections } from '../../../platform/routing';
import { useOrder, useUpdateOrder } from '../api/order';
import { useOrderTexts } from '../locales';
import type { OrderDetailLinks } from './order-detail-links';
import { updateBodyOf } from './order-form-values';
import { OrderActions } from './OrderActions';
import { OrderApprovalSteps } from './OrderApprovalSteps';
import { OrderForm } from './OrderForm';
import { OrderHistory } from './OrderHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderPdfButtons } from './OrderPdfButtons';
import { OrderStatusTag } from './OrderStatusTag';
import { OrderTotals } from './OrderTotals';
import { PhoneTitle } from './PhoneTitle';

/**
 * One order (/order/export/{id}, /m-order/export/{id} and inside a partner's page): header, lines,
 * totals in VND and in words, the sections other modules declare for the slot `order.record` (the
 * warehouse's goods issue), approval progress, history and the actions the user may run now;
 * `?edit=1` shows the edit form instead.
 */
export function OrderDetailView({ orderId, links }: { orderId: number; links: OrderDetailLinks }) {
  const texts = useOrderTexts();
  const query = useOrder(Number.isInteger(orderId) && orderId > 0 ? orderId : undefined);
  const [params] = useSearchParams();
  return (
    <RecordGate
      query={query}
      title={texts.detail.title}
      breadcrumbs={links.crumbs}
      notFound={texts.detail.notFound}
      backTo={links.back}
    >
      {(order) =>
        params.get('edit') === '1' && order.can_edit ? (
          <OrderEdit order={order} links={links} />
        ) : (
          <OrderSummary order={order} links={links} />
        )
      }
    </RecordGate>
  );
}

function OrderEdit({ order, links }: { order: Order; links: OrderDetailLinks }) {
  const texts = useOrderTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateOrder(order.id);
  const back = () => void navigate(localePath(links.detail(order.id)), { replace: true });
  return (
    <OrderForm
      title={fill(texts.form.editTitle, { code: order.code })}
      breadcrumbs={[...links.crumbs, { label: order.code, to: links.detail(order.id) }]}
      order={order}
      onSave={(body) => update.mutateAsync(updateBodyOf(body))}
      onDone={(saved) => {
        toast.success(fill(texts.form.saved, { code: saved.code }));
        back();
      }}
      onCancel={back}
    />
  );
}

function OrderSummary({ order, links }: { order: Order; links: OrderDetailLinks }) {
  const texts = useOrderTexts();
  const locale = useLocale();
  const facts = [
    {
      key: 'orderer',
      label: texts.fields.orderer,
      children: `${order.account_name} (${priceSystemLabel(order.account_system, locale)})`,
    },
    { key: 'seller', label: texts.fields.seller, children: order.seller_name ?? texts.company },
    { key: 'type', label: texts.fields.orderType, children: order.order_type_name ?? '' },
    { key: 'flow', label: texts.fields.flow, children: order.flow_name ?? '' },
    { key: 'created', label: texts.fields.createdAt, children: formatDateTime(order.created_at) },
    { key: 'submitted', label: texts.fields.submittedAt, children: formatDateTime(order.submitted_at) },
    { key: 'approved', label: texts.fields.approvedAt, children: formatDateTime(order.approved_at) },
    { key: 'delivered', label: texts.fields.deliveredAt, children: formatDateTime(order.delivered_at) },
    { key: 'address', label: texts.fields.deliveryAddress, children: order.delivery_address },
    {
      key: 'receiver',
      label: texts.fields.receiverName,
      children: [order.receiver_name, order.receiver_phone].filter(Boolean).join(' · '),
    },
    { key: 'note', label: texts.fields.note, children: order.note ?? '' },
  ].filter((fact) => fact.children !== '');
  const title = links.title?.(order.code) ?? order.code;
  return (
    <>
      <PhoneTitle
        surface={links.phone ? 'phone' : 'desktop'}
        title={title}
        back={links.back}
        backLabel={texts.list.title}
      />
      <PageHeader
        title={title}
        breadcrumbs={links.crumbs}
        status={<OrderStatusTag status={order.status} />}
        actions={<OrderActions order={order} links={links} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={texts.detail.info} size="small">
              <Descriptions size="small" column={{ xs: 1, md: 2 }} items={facts} />
            </Card>
            <Card title={texts.detail.lines} size="small" extra={<OrderPdfButtons order={order} />}>
              <OrderLinesTable lines={order.lines} />
              <div style={{ marginTop: 12, maxWidth: 480, marginLeft: 'auto' }}>
                <OrderTotals subtotal={order.subtotal} discount={order.discount} total={order.total} />
              </div>
            </Card>
            {/* What higher modules add to an order (the warehouse's goods issue), under its lines;
                on a phone the column stacks, so they come before the approval steps and history. */}
            <RecordSections slot="order.record" recordId={order.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={texts.detail.approval} size="small" style={{ marginBottom: 16 }}>
            <OrderApprovalSteps steps={order.approval} />
          </Card>
          <Card title={texts.detail.history} size="small">
            <OrderHistory events={order.history} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
