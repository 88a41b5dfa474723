import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { todayInVietnam } from '@kenh/contract';
import { DateField } from '../../../platform/inputs';
import { ReasonDialog as KitReasonDialog } from '../../../platform/pages';
import { useContractTexts } from '../texts';

export interface ReasonResult {
  reason: string;
  end_date?: string;
}

/**
 * Asks the reason of a reject, terminate or cancel (the page kit's dialog), and for a termination
 * the last working day (default today). Resolves through `onSubmit`; `onClose` on back or Escape.
 */
export function ReasonDialog({
  open,
  title,
  withEndDate,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  withEndDate: boolean;
  busy?: boolean;
  onSubmit: (result: ReasonResult) => void;
  onClose: () => void;
}) {
  const tc = useContractTexts();
  const [endDate, setEndDate] = useState<string | null>(todayInVietnam());
  useEffect(() => {
    if (open) setEndDate(todayInVietnam());
  }, [open]);
  const dateMissing = !endDate;
  return (
    <KitReasonDialog
      open={open}
      texts={{
        title,
        okText: tc('ok'),
        cancelText: tc('back'),
        label: tc('reason'),
        required: tc('reasonRequired'),
      }}
      id="contract-action-reason"
      maxLength={1000}
      danger={false}
      {...(busy === undefined ? {} : { busy })}
      {...(withEndDate
        ? {
            extra: {
              missing: dateMissing,
              field: (tried: boolean) => (
                <Form.Item
                  label={tc('terminationDate')}
                  htmlFor="contract-action-end-date"
                  validateStatus={tried && dateMissing ? 'error' : undefined}
                  help={tried && dateMissing ? tc('terminationDateRequired') : undefined}
                >
                  <DateField
                    id="contract-action-end-date"
                    value={endDate}
                    onChange={setEndDate}
                    {...(tried && dateMissing ? { status: 'error' as const } : {})}
                  />
                </Form.Item>
              ),
            },
          }
        : {})}
      onConfirm={(reason) => onSubmit({ reason, ...(withEndDate && endDate ? { end_date: endDate } : {}) })}
      onClose={onClose}
    />
  );
}
