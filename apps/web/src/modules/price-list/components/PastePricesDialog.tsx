import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { usePriceListTexts } from '../locales';

/**
 * Paste a price column copied from a spreadsheet (phones and keyboards without a paste into a
 * cell): the text and the line to start from (1-based, as the grid numbers its lines).
 */
export function PastePricesDialog({
  open,
  lineCount,
  onPaste,
  onClose,
}: {
  open: boolean;
  lineCount: number;
  onPaste: (startIndex: number, text: string) => void;
  onClose: () => void;
}) {
  const texts = usePriceListTexts();
  const [text, setText] = useState('');
  const [start, setStart] = useState(1);
  useEffect(() => {
    if (open) {
      setText('');
      setStart(1);
    }
  }, [open]);
  return (
    <Modal
      open={open}
      title={texts.grid.pasteTitle}
      okText={texts.grid.pasteApply}
      cancelText={texts.dialog.back}
      okButtonProps={{ disabled: text.trim() === '' }}
      onOk={() => onPaste(start - 1, text)}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph type="secondary">{texts.grid.pasteHint}</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Form.Item label={texts.grid.pasteStart} htmlFor="price-paste-start">
          <InputNumber
            id="price-paste-start"
            min={1}
            max={Math.max(lineCount, 1)}
            precision={0}
            value={start}
            onChange={(value) => setStart(typeof value === 'number' ? value : 1)}
          />
        </Form.Item>
        <Form.Item label={texts.grid.pasteArea} htmlFor="price-paste-text">
          <Input.TextArea
            id="price-paste-text"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
