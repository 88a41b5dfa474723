import { useNavigate } from 'react-router';
import { toast } from '../../../platform/feedback';
import { useLocalePath } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useCreateOrder } from '../api/order';
import { OrderForm } from '../components/OrderForm';
import { PhoneTitle } from '../components/PhoneTitle';
import { useOrderTexts } from '../locales';
import { orderListPath, orderPath, orderPaths, type OrderSurface } from '../paths';

/** A new order, saved as a draft or submitted at once; the saved order opens on the same surface. */
function OrderCreate({ surface }: { surface: OrderSurface }) {
  const texts = useOrderTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateOrder();
  const home = surface === 'phone' ? orderPaths.phoneHome : orderPaths.home;
  return (
    <>
      <PhoneTitle
        surface={surface}
        title={texts.form.createTitle}
        back={orderListPath(surface)}
        backLabel={texts.list.title}
      />
      <OrderForm
        title={texts.form.createTitle}
        breadcrumbs={[
          { label: texts.home.title, to: home },
          { label: texts.list.title, to: orderListPath(surface) },
        ]}
        onSave={(body) => create.mutateAsync(body)}
        onDone={(order, submitted) => {
          toast.success(fill(submitted ? texts.form.submitted : texts.form.created, { code: order.code }));
          void navigate(localePath(orderPath(order.id, surface)), { replace: true });
        }}
        onCancel={() => void navigate(localePath(orderListPath(surface)))}
      />
    </>
  );
}

/** /order/export/create */
export const OrderCreatePage = () => <OrderCreate surface="desktop" />;
/** /m-order/export/create */
export const PhoneOrderCreatePage = () => <OrderCreate surface="phone" />;
