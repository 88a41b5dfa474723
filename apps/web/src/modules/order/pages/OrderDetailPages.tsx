import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { isOneOf, SHIPPED_ORDER_STATUSES } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { fill, RecordGate } from '../../../platform/pages';
import { chthPath, nppPath, partnerPaths } from '../../partner';
import { useOrder } from '../api/order';
import type { OrderDetailLinks } from '../components/order-detail-links';
import { OrderDetailView } from '../components/OrderDetailView';
import { useOrderTexts } from '../locales';
import {
  chthOrderPath,
  nppOrderPath,
  orderEditPath,
  orderListPath,
  orderPath,
  orderPaths,
  type OrderSurface,
} from '../paths';

const idOf = (value: string | undefined) => Number(value ?? '');

function SurfaceDetail({ surface }: { surface: OrderSurface }) {
  const texts = useOrderTexts();
  const { id } = useParams();
  const links: OrderDetailLinks = {
    crumbs: [
      { label: texts.home.title, to: surface === 'phone' ? orderPaths.phoneHome : orderPaths.home },
      { label: texts.list.title, to: orderListPath(surface) },
    ],
    back: orderListPath(surface),
    detail: (orderId) => orderPath(orderId, surface),
    edit: (orderId) => orderEditPath(orderId, surface),
    phone: surface === 'phone',
  };
  return <OrderDetailView orderId={idOf(id)} links={links} />;
}

/** /order/export/{id} */
export const OrderDetailPage = () => <SurfaceDetail surface="desktop" />;
/** /m-order/export/{id} */
export const PhoneOrderDetailPage = () => <SurfaceDetail surface="phone" />;

/** The partner's name as the order names it (the orderer, or the distributor selling). */
function usePartnerName(partnerId: number, orderId: number): string {
  const order = useOrder(Number.isInteger(orderId) && orderId > 0 ? orderId : undefined).data;
  if (order?.account_id === partnerId) return order.account_name;
  if (order?.seller_id === partnerId && order.seller_name) return order.seller_name;
  return `#${partnerId}`;
}

/** /npp-manager/{id}/order/{orderId}: an order inside the distributor's page. */
export function NppOrderPage() {
  const texts = useOrderTexts();
  const params = useParams();
  const partnerId = idOf(params.id);
  const orderId = idOf(params.orderId);
  const name = usePartnerName(partnerId, orderId);
  const links: OrderDetailLinks = {
    crumbs: [
      { label: texts.partner.npp, to: partnerPaths.npp },
      { label: name, to: nppPath(partnerId) },
    ],
    back: nppPath(partnerId),
    detail: (id) => nppOrderPath(partnerId, id),
    edit: (id) => `${nppOrderPath(partnerId, id)}?edit=1`,
    phone: false,
  };
  return <OrderDetailView orderId={orderId} links={links} />;
}

/** /chth-manager/{id}/{idorder}: an order inside the grocery store's page. */
export function ChthOrderPage() {
  const texts = useOrderTexts();
  const params = useParams();
  const partnerId = idOf(params.id);
  const orderId = idOf(params.idorder);
  const name = usePartnerName(partnerId, orderId);
  const links: OrderDetailLinks = {
    crumbs: [
      { label: texts.partner.chth, to: partnerPaths.chth },
      { label: name, to: chthPath(partnerId) },
    ],
    back: chthPath(partnerId),
    detail: (id) => chthOrderPath(partnerId, id),
    edit: (id) => `${chthOrderPath(partnerId, id)}?edit=1`,
    phone: false,
  };
  return <OrderDetailView orderId={orderId} links={links} />;
}

/**
 * /chth-manager/{id}/import/{import}: the store's goods receipt — one of its orders once the goods
 * left (shipping, delivered, completed, returned), with the delivery note to sign. An order that has
 * not left yet has no receipt: the page says so and links to the order.
 */
export function ChthImportPage() {
  const texts = useOrderTexts();
  const localePath = useLocalePath();
  const params = useParams();
  const partnerId = idOf(params.id);
  const orderId = idOf(params.import);
  const name = usePartnerName(partnerId, orderId);
  const query = useOrder(Number.isInteger(orderId) && orderId > 0 ? orderId : undefined);
  const crumbs = [
    { label: texts.partner.chth, to: partnerPaths.chth },
    { label: name, to: chthPath(partnerId) },
  ];
  const links: OrderDetailLinks = {
    crumbs,
    back: chthPath(partnerId),
    detail: (id) => chthOrderPath(partnerId, id),
    edit: (id) => `${chthOrderPath(partnerId, id)}?edit=1`,
    phone: false,
    title: (code) => fill(texts.partner.importTitle, { code }),
  };
  return (
    <RecordGate
      query={query}
      title={texts.detail.title}
      breadcrumbs={crumbs}
      notFound={texts.detail.notFound}
      backTo={chthPath(partnerId)}
    >
      {(order) =>
        order.account_id === partnerId && isOneOf(SHIPPED_ORDER_STATUSES, order.status) ? (
          <OrderDetailView orderId={orderId} links={links} />
        ) : (
          <Result
            status="info"
            title={fill(texts.partner.notShipped, { code: order.code })}
            extra={
              <Link to={localePath(chthOrderPath(partnerId, order.id))}>
                <Button type="primary">{texts.partner.openOrder}</Button>
              </Link>
            }
          />
        )
      }
    </RecordGate>
  );
}
