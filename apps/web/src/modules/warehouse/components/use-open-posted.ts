import { useNavigate } from 'react-router';
import type { Receipt } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { receiptPath } from '../paths';

/** After posting: "Đã lập phiếu kho", and the posted receipt (its code, its lines) opens in place of the form. */
export function useOpenPosted() {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (receipt: Receipt) => {
    toast.success(messageText('stock.receipt_posted'));
    void navigate(localePath(receiptPath(receipt.id)), { replace: true });
  };
}
