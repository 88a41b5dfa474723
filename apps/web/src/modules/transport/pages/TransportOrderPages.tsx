import { Card, Descriptions, Empty, Result, Timeline } from 'antd';
import { Link, useParams } from 'react-router';
import {
  formatDate,
  formatDateTime,
  formatVnd,
  TRANSPORT_ORDER_STATUSES,
  transportOrderListQuery,
  type TransportOrder,
} from '@kenh/contract';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailPage,
  ListPage,
  PageHeader,
  RecordGate,
  selectFilter,
  useUrlQuery,
  type ListColumn,
} from '../../../platform/pages';
import { useTransportOrder, useTransportOrders } from '../api/transport-orders';
import { PartnerFailure } from '../components/PartnerFailure';
import { OrderStatusTag } from '../components/tags';
import { useNumberFormat } from '../components/use-number-format';
import { useTransportTexts, type TransportMessages } from '../locales';
import { transportOrderPath, transportPaths } from '../paths';

const crumbs = (texts: TransportMessages) => [
  { label: texts.orders.title, to: transportPaths.transportOrders },
];

/**
 * /ecommerce-manager/transport-order: the logistics partner's orders, read live through the server.
 * When the server cannot read them (no connection configured, the partner refusing or down) the page
 * says why instead of showing a list.
 */
export function TransportOrderListPage() {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const messageText = useMessageText();
  const url = useUrlQuery(transportOrderListQuery);
  const orders = useTransportOrders(url.query);
  const t = texts.orders;
  if (orders.data?.configured === false)
    return (
      <>
        <PageHeader title={t.title} />
        {/* A state of the installation, not a failed call (docs/transport.md): no warning. */}
        <Result
          status="info"
          title={t.notConnected}
          subTitle={messageText('transport.logistics_not_configured')}
        />
      </>
    );
  if (orders.error && !orders.data)
    return (
      <>
        <PageHeader title={t.title} />
        <PartnerFailure error={orders.error} onRetry={() => void orders.refetch()} />
      </>
    );
  const link = (o: TransportOrder) => <Link to={localePath(transportOrderPath(o.id))}>{o.id}</Link>;
  const columns: ListColumn<TransportOrder>[] = [
    { key: 'code', title: t.code, alwaysVisible: true, inCard: false, noWrap: true, render: link },
    { key: 'receiver', title: t.receiver, render: (o) => `${o.receiver_name} · ${o.receiver_phone}` },
    { key: 'address', title: t.receiverAddress, render: (o) => o.receiver_address },
    { key: 'cod', title: t.cod, noWrap: true, render: (o) => formatVnd(o.cod_amount) },
    { key: 'created', title: t.createdAt, noWrap: true, render: (o) => formatDateTime(o.created_at) },
    { key: 'status', title: t.status, width: 160, render: (o) => <OrderStatusTag status={o.status} /> },
  ];
  return (
    <ListPage
      listId="transport.orders"
      title={t.title}
      url={url}
      result={orders}
      columns={columns}
      rowKey={(o) => o.id}
      cardTitle={link}
      searchPlaceholder={t.search}
      filters={[
        selectFilter({
          url,
          field: 'status',
          value: url.query.status,
          label: t.status,
          placeholder: texts.common.allStatuses,
          searchable: false,
          options: TRANSPORT_ORDER_STATUSES.map((s) => ({ value: s, label: texts.orderStatuses[s] })),
        }),
      ]}
      emptyText={t.empty}
    />
  );
}

/** /ecommerce-manager/transport-order/{code}: one order as the partner has it, with its tracking. */
export function TransportOrderDetailPage() {
  const texts = useTransportTexts();
  const code = useParams().id ?? '';
  const order = useTransportOrder(code);
  const number = useNumberFormat();
  const t = texts.orders;
  return (
    <RecordGate
      query={order}
      title={t.title}
      breadcrumbs={crumbs(texts)}
      notFound={t.notFound}
      backTo={transportPaths.transportOrders}
    >
      {(o) => (
        <DetailPage title={o.id} breadcrumbs={crumbs(texts)} status={<OrderStatusTag status={o.status} />}>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t.receiver}>{o.receiver_name}</Descriptions.Item>
            <Descriptions.Item label={t.receiverPhone}>{o.receiver_phone}</Descriptions.Item>
            <Descriptions.Item label={t.receiverAddress}>{o.receiver_address}</Descriptions.Item>
            <Descriptions.Item label={t.sender}>{o.sender_name}</Descriptions.Item>
            <Descriptions.Item label={t.senderAddress}>{o.sender_address}</Descriptions.Item>
            <Descriptions.Item label={t.cod}>{formatVnd(o.cod_amount)}</Descriptions.Item>
            <Descriptions.Item label={t.fee}>{formatVnd(o.fee)}</Descriptions.Item>
            <Descriptions.Item label={t.weight}>{number(o.weight_kg)}</Descriptions.Item>
            <Descriptions.Item label={t.createdAt}>{formatDateTime(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t.expected}>{formatDate(o.expected_delivery)}</Descriptions.Item>
            <Descriptions.Item label={t.note}>{o.note}</Descriptions.Item>
          </Descriptions>
          <Card title={t.events} size="small" style={{ marginTop: 16 }}>
            {o.events.length === 0 ? (
              <Empty description={t.noEvents} />
            ) : (
              <Timeline
                items={o.events.map((e) => ({
                  content: (
                    <>
                      <OrderStatusTag status={e.status} /> {formatDateTime(e.at)}
                      {e.location && <div>{e.location}</div>}
                      {e.note && <div>{e.note}</div>}
                    </>
                  ),
                }))}
              />
            )}
          </Card>
        </DetailPage>
      )}
    </RecordGate>
  );
}
