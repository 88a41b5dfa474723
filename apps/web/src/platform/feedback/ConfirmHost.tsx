import { Button, Modal } from 'antd';
import { shellText } from '../layout/texts';
import { answerConfirm, CONFIRM_MIN_HEIGHT, CONFIRM_WIDTH, confirmStore } from './confirm-store';

/** Renders the first pending confirm dialog; mounted once by the feedback host. */
export function ConfirmHost() {
  const current = confirmStore.use()[0];
  if (!current) return null;
  const { id } = current;
  return (
    <Modal
      key={id}
      open
      centered
      width={CONFIRM_WIDTH}
      title={current.title}
      onCancel={() => answerConfirm(id, false)}
      closable={{ 'aria-label': shellText('feedback.close') }}
      styles={{ container: { minHeight: CONFIRM_MIN_HEIGHT, display: 'flex', flexDirection: 'column' } }}
      classNames={{ body: 'kenh-confirm-body' }}
      footer={[
        <Button key="cancel" onClick={() => answerConfirm(id, false)}>
          {current.cancelText ?? shellText('feedback.confirmCancel')}
        </Button>,
        <Button key="ok" type="primary" danger={current.danger} onClick={() => answerConfirm(id, true)}>
          {current.okText ?? shellText('feedback.confirmOk')}
        </Button>,
      ]}
    >
      {current.content}
    </Modal>
  );
}
