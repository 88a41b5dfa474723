import { OrderList } from '../components/OrderList';

/** /order/export: every order the user may see. */
export const OrderListPage = () => <OrderList surface="desktop" kind="all" />;
/** /order/export/exports: orders going out (approved or shipping). */
export const OrderExportsPage = () => <OrderList surface="desktop" kind="exports" />;
/** /m-order/export: the phone list. */
export const PhoneOrderListPage = () => <OrderList surface="phone" kind="all" />;
/** /m-order/export/pending: the orders waiting for the user's decision, on the phone. */
export const PhonePendingPage = () => <OrderList surface="phone" kind="pending" />;
