import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { todayInVietnam } from '@kenh/contract';
import { DateField } from '../../../platform/inputs';
import { useContractTexts } from '../texts';

export interface ReasonResult {
  reason: string;
  end_date?: string;
}

/**
 * Asks the reason of a reject, terminate or cancel (required), and for a termination the last
 * working day (default today). Resolves through `onSubmit`; `onClose` on back or Escape.
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
  const [reason, setReason] = useState('');
  const [endDate, setEndDate] = useState<string | null>(todayInVietnam());
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setEndDate(todayInVietnam());
      setTried(false);
    }
  }, [open]);
  const reasonMissing = reason.trim() === '';
  const dateMissing = withEndDate && !endDate;
  const confirm = () => {
    setTried(true);
    if (reasonMissing || dateMissing) return;
    onSubmit({ reason: reason.trim(), ...(withEndDate && endDate ? { end_date: endDate } : {}) });
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={tc('ok')}
      cancelText={tc('back')}
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      width={420}
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label={tc('reason')}
          htmlFor="contract-action-reason"
          validateStatus={tried && reasonMissing ? 'error' : undefined}
          help={tried && reasonMissing ? tc('reasonRequired') : undefined}
        >
          <Input.TextArea
            id="contract-action-reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        {withEndDate && (
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
        )}
      </Form>
    </Modal>
  );
}
