import { fill, ReasonDialog } from '../../../platform/pages';
import { usePriceListTexts } from '../locales';

/** Sending a list back to its author: the reason is required (the author reads it). */
export function RejectDialog({
  name,
  onReject,
  ...dialog
}: {
  open: boolean;
  name: string;
  busy?: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const texts = usePriceListTexts();
  return (
    <ReasonDialog
      {...dialog}
      id="price-list-reject-reason"
      maxLength={500}
      onConfirm={onReject}
      texts={{
        title: fill(texts.reject.title, { name }),
        okText: texts.actions.reject,
        cancelText: texts.dialog.back,
        label: texts.reject.reason,
        required: texts.reject.reasonRequired,
      }}
    />
  );
}
