import { useEffect, useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';

export interface ReasonDialogTexts {
  title: string;
  okText: string;
  cancelText: string;
  label: string;
  /** Shown under the field when confirmed empty. */
  required: string;
}

/** A field asked together with the reason (a termination's last working day), checked with it. */
export interface ReasonDialogExtra {
  /** The field; `tried`: the user confirmed once, so a missing value shows its error. */
  field: (tried: boolean) => ReactNode;
  missing: boolean;
}

/**
 * Asks the reason a refusal must carry (reject, cancel, return, terminate): required, trimmed, read
 * by the one refused, with an optional `extra` field. The field starts empty each time the dialog
 * opens (the caller resets its extra field on `open` too).
 */
export function ReasonDialog({
  open,
  texts,
  id,
  maxLength,
  busy,
  extra,
  danger = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  texts: ReasonDialogTexts;
  /** The field's id (its label points at it). */
  id: string;
  maxLength: number;
  busy?: boolean;
  extra?: ReasonDialogExtra;
  /** A red confirm button (a refusal); off for an action that is not one. */
  danger?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTried(false);
    }
  }, [open]);
  const missing = reason.trim() === '';
  return (
    <Modal
      open={open}
      title={texts.title}
      okText={texts.okText}
      okButtonProps={{ danger }}
      cancelText={texts.cancelText}
      onOk={() => {
        setTried(true);
        if (!missing && !extra?.missing) onConfirm(reason.trim());
      }}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      width={440}
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label={texts.label}
          htmlFor={id}
          validateStatus={tried && missing ? 'error' : undefined}
          help={tried && missing ? texts.required : undefined}
        >
          <Input.TextArea
            id={id}
            rows={3}
            maxLength={maxLength}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        {extra?.field(tried)}
      </Form>
    </Modal>
  );
}
