import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The dialog a refused sign-in opens, with the server's message (loaded only when needed). */
export function LoginFailedDialog({
  message,
  onClose,
  afterClose,
}: {
  message: string | undefined;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={message !== undefined}
      title={t('login.failedTitle')}
      onCancel={onClose}
      afterClose={afterClose}
      // The footer's "Đóng" is the one close button: Ant Design 6 gives the corner X the same name.
      closable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('login.close')}
        </Button>
      }
      width={400}
      centered
    >
      <p role="alert" style={{ margin: 0 }}>
        {message}
      </p>
    </Modal>
  );
}
