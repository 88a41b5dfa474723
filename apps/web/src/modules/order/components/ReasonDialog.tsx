import { ReasonDialog as KitReasonDialog } from '../../../platform/pages';
import { useOrderTexts } from '../locales';

/** Asks the reason an action must carry (reject, cancel, return): the orderer reads it. */
export function ReasonDialog({
  title,
  okText,
  ...dialog
}: {
  open: boolean;
  title: string;
  okText: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const texts = useOrderTexts();
  return (
    <KitReasonDialog
      {...dialog}
      id="order-action-reason"
      maxLength={1000}
      texts={{
        title,
        okText,
        cancelText: texts.actions.back,
        label: texts.actions.reason,
        required: texts.actions.reasonRequired,
      }}
    />
  );
}
