import { useEffect, useState } from 'react';
import { Alert, Form, Modal, Radio, Space } from 'antd';
import { formatDateTime } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { usePriceListTexts } from '../locales';
import { EffectiveTimeField, type DateAndTime } from './EffectiveTimeField';
import { minutesAhead, vietnamInstant } from './vietnam-time';

/**
 * Approving a list: keep its effective time, or move it (required when it has already passed —
 * the server refuses a start in the past). Resolves with the new start, or undefined to keep it.
 */
export function ApproveDialog({
  open,
  name,
  effectiveFrom,
  busy,
  onApprove,
  onClose,
}: {
  open: boolean;
  name: string;
  effectiveFrom: string | null;
  busy?: boolean;
  onApprove: (effectiveFrom: string | undefined) => void;
  onClose: () => void;
}) {
  const texts = usePriceListTexts();
  const past = effectiveFrom === null || Date.parse(effectiveFrom) <= Date.now();
  const [move, setMove] = useState(past);
  const [moment, setMoment] = useState<DateAndTime>(() => minutesAhead(1));
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setMove(past);
      setMoment(minutesAhead(1));
      setTried(false);
    }
  }, [open, past]);
  const instant = vietnamInstant(moment.date, moment.time);
  const confirm = () => {
    setTried(true);
    if (!move) return onApprove(undefined);
    if (instant) onApprove(instant);
  };
  return (
    <Modal
      open={open}
      title={fill(texts.approve.title, { name })}
      okText={texts.actions.approve}
      cancelText={texts.dialog.back}
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      width={460}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {past && <Alert type="warning" showIcon title={texts.approve.timeInPast} />}
        <Radio.Group value={move} onChange={(e) => setMove(e.target.value as boolean)}>
          <Space orientation="vertical">
            {!past && effectiveFrom && (
              <Radio value={false}>
                {fill(texts.approve.keepTime, { time: formatDateTime(effectiveFrom) })}
              </Radio>
            )}
            <Radio value={true}>{texts.approve.moveTime}</Radio>
          </Space>
        </Radio.Group>
        {move && (
          <Form layout="vertical" component={false}>
            <Form.Item
              label={texts.fields.effectiveFrom}
              htmlFor="approve-effective-from"
              validateStatus={tried && !instant ? 'error' : undefined}
              help={tried && !instant ? texts.form.dateRequired : undefined}
            >
              <EffectiveTimeField
                id="approve-effective-from"
                value={moment}
                onChange={setMoment}
                invalid={tried && !instant}
              />
            </Form.Item>
          </Form>
        )}
      </Space>
    </Modal>
  );
}
