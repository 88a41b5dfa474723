import { useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import {
  isOneOf,
  orderPdfFileName,
  orderPdfPath,
  SOLD_ORDER_STATUSES,
  type Order,
  type OrderDocumentKind,
} from '@kenh/contract';
import { fetchFile } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { saveBlob } from '../../../platform/pages';

const LABELS: Record<OrderDocumentKind, string> = {
  confirmation: 'order_document.download_confirmation',
  delivery: 'order_document.download_delivery',
};

/** A delivery note only once the goods may go out (approved and after); a confirmation always. */
function kindsFor(order: Pick<Order, 'status'>): OrderDocumentKind[] {
  return isOneOf(SOLD_ORDER_STATUSES, order.status) ? ['confirmation', 'delivery'] : ['confirmation'];
}

/**
 * Downloads the order's PDF made by the server (`GET v3/orders/:id/pdf?kind=…`, in the page's
 * language) and saves it as `don-hang-<code>.pdf`.
 */
export function OrderPdfButtons({ order }: { order: Pick<Order, 'id' | 'code' | 'status'> }) {
  const messageText = useMessageText();
  const [running, setRunning] = useState<OrderDocumentKind>();
  const download = async (kind: OrderDocumentKind) => {
    setRunning(kind);
    try {
      saveBlob(await fetchFile(orderPdfPath(order.id, kind)), orderPdfFileName(order.code));
      toast.success(messageText('order_document.downloaded'));
    } catch (error) {
      toast.failure(error);
    } finally {
      setRunning(undefined);
    }
  };
  return (
    <Space wrap>
      {kindsFor(order).map((kind) => (
        <Button
          key={kind}
          size="small"
          icon={<FilePdfOutlined />}
          loading={running === kind}
          disabled={running !== undefined && running !== kind}
          onClick={() => void download(kind)}
        >
          {messageText(LABELS[kind])}
        </Button>
      ))}
    </Space>
  );
}
